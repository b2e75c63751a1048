// Local only (not committed): the shared config on another port, so a colleague's run on 3123 is not disturbed.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = 3177;
const baseURL = `http://127.0.0.1:${PORT}`;
export default defineConfig({
  ...base,
  outputDir: '/tmp/fb-test-results',
  use: { ...base.use, baseURL },
  webServer: {
    ...(base.webServer as object),
    command: 'npm start',
    url: `${baseURL}/api/v1/health`,
    env: {
      ...((base.webServer as { env: Record<string, string> }).env),
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: join(tmpdir(), `cpx-e2e-fb-${Date.now()}`),
    },
  },
});
