import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';
import { APP_DESCRIPTION, APP_FULL_NAME, APP_NAME, BACKGROUND_COLOR, BRAND_COLOR } from './src/lib/brand';

/**
 * Only scripts: a stylesheet imported from node_modules (Mantine's per-component layers, the
 * font faces) stays with the code that imports it, so the first screens' CSS is not merged with
 * the whole sheet that other screens load.
 */
const scriptIn = (pattern: RegExp | ((id: string) => boolean)) => (id: string) =>
  (typeof pattern === 'function' ? pattern(id) : pattern.test(id)) && !/\.css(\?|$)/.test(id);

const mantine =
  /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-textarea-autosize|react-number-format|react-transition-group|clsx)/;

/**
 * The Mantine components of the first screens (the landing page, /login, the app frame): those whose
 * styles src/styles/mantine-first-screen.ts loads (one list for both), and the two they use that
 * have no styles of their own. Their own dependencies (Portal, Transition, floating-ui for
 * ScrollArea and RingProgress, ...) join them.
 */
const firstScreenComponents = [
  ...[
    ...readFileSync(new URL('./src/styles/mantine-first-screen.ts', import.meta.url), 'utf8').matchAll(
      /@mantine\/core\/styles\/(\w+)\.layer\.css/g,
    ),
  ].map((match) => match[1]!),
  'TextInput',
  'Textarea',
];
const mantineFirstScreen = new RegExp(
  [
    String.raw`node_modules[\\/]@mantine[\\/](hooks|store)[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils)[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${firstScreenComponents.join('|')})[\\/]`,
    // Only the store that notifications.show() writes to; the container is loaded lazily (app.tsx).
    String.raw`node_modules[\\/]@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store`,
    String.raw`node_modules[\\/]clsx[\\/]`,
  ].join('|'),
);

/**
 * Vendor chunks: libraries change rarely, so a deploy mostly re-downloads only app code. What the
 * first screens need is few chunks (React with jotai, the router, zod for the routes' search
 * checks, Mantine's core with the first screens' components); the notices' container is one small chunk and the
 * rest of Mantine another, loaded with the screens that use them; Dexie is one chunk, loaded with the first screen that reads
 * the device database (never the first visit's). Other libraries (icons, the review scheduler,
 * avatars, workbox-window) are split by rolldown with the code that imports them.
 */
const vendorChunks = [
  { name: 'react', test: scriptIn(/node_modules[\\/](react|react-dom|scheduler|jotai)[\\/]/), priority: 30 },
  { name: 'router', test: scriptIn(/node_modules[\\/]@tanstack[\\/]/), priority: 20 },
  { name: 'zod', test: scriptIn(/node_modules[\\/]zod[\\/]/), priority: 20 },
  { name: 'dexie', test: scriptIn(/node_modules[\\/](dexie|dexie-react-hooks)[\\/]/), priority: 20 },
  { name: 'mantine', test: scriptIn(mantineFirstScreen), priority: 18 },
  // The notices' container, mounted lazily by every screen (app.tsx).
  {
    name: 'notifications',
    test: scriptIn(/node_modules[\\/](@mantine[\\/]notifications|react-transition-group)[\\/]/),
    priority: 16,
  },
  { name: 'mantine-more', test: scriptIn(mantine), priority: 14 },
];

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered from src/components/update-prompt.tsx; no inline script (the CSP forbids it).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // The app shell. Pretendard's ~90 font subsets are cached at runtime as pages need them.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
      manifest: {
        id: '/',
        name: APP_FULL_NAME,
        short_name: APP_NAME,
        description: APP_DESCRIPTION,
        lang: 'ko',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: BRAND_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['education', 'medical'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Last: brotli and gzip copies of every built text file, the service worker included.
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
