// `npm run dev`: the API server (reloading on change, port 3001) and Vite's dev server (port 3000,
// proxying /api to it) side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', NODE_ENV: 'development', LOG_LEVEL: 'info' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && (stop(), process.exit(code))));
