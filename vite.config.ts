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
const scriptIn = (pattern: RegExp) => (id: string) => pattern.test(id) && !/\.css(\?|$)/.test(id);

/** Vendor chunks: libraries change rarely, so a deploy mostly re-downloads only app code. */
const vendorChunks = [
  { name: 'react', test: scriptIn(/node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 30 },
  { name: 'router', test: scriptIn(/node_modules[\\/]@tanstack[\\/]/), priority: 20 },
  {
    name: 'mantine',
    test: scriptIn(
      /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-textarea-autosize|clsx)/,
    ),
    priority: 20,
  },
  {
    name: 'data',
    test: scriptIn(/node_modules[\\/](dexie|dexie-react-hooks|ky|zod|jotai)[\\/]/),
    priority: 20,
  },
  { name: 'vendor', test: scriptIn(/node_modules[\\/]/), priority: 10 },
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
