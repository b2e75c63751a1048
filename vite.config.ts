import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress.ts';
import { PRERENDERED_DIR, prerender } from './scripts/vite-prerender.ts';
import { APP_DESCRIPTION, APP_FULL_NAME, APP_NAME, BACKGROUND_COLOR, BRAND_COLOR } from './src/lib/brand.ts';

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
/**
 * Of those, the ones built on floating-ui (the largest library in Mantine): the tooltip /login shows,
 * the dialog it opens, and what they are made of. The landing page shows none of them.
 */
const mantineOverlays = new RegExp(
  [
    String.raw`node_modules[\\/]@floating-ui[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]utils[\\/]Floating[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Tooltip|ScrollArea|Modal|ModalBase|Overlay|Tabs|RingProgress)[\\/]`,
  ].join('|'),
);
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
 * The icons of the first screens (the landing page, /login and the other sign-in pages, the form
 * error line, the chat's send button): read from their files' imports, they join
 * `shared` instead of making one file per icon (rolldown gives an icon shared by
 * several lazy screens a chunk of its own).
 */
const firstScreenIconFiles = [
  ...readdirSync(new URL('./src/features/landing', import.meta.url)).map(
    (file) => `src/features/landing/${file}`,
  ),
  ...readdirSync(new URL('./src/features/auth', import.meta.url)).map((file) => `src/features/auth/${file}`),
  'src/components/form-error-alert.tsx',
  'src/components/chat/chat-input.tsx',
].filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
const ICONS_FIRST = [
  ...new Set(
    firstScreenIconFiles.flatMap((file) =>
      [
        ...readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g,
        ),
      ].flatMap((match) =>
        match[1]!
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ),
  ),
];
const iconsFirst = new RegExp(
  String.raw`node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]` +
    String.raw`(createReactComponent|defaultAttributes|icons[\/](${ICONS_FIRST.join('|')}))\.mjs$`,
);

const FIRST_SCREEN_ROUTES =
  /src[\\/]routes[\\/]_public(\.tsx|[\\/]index\.tsx|[\\/]login[\\/]index\.tsx)\?tsr-split=component/;
/** The code of every visitor page (the landing page, sign-in and sign-up, the showcase, ...). */
const PUBLIC_ROUTES = /src[\\/]routes[\\/]_public(\.tsx|[\\/].*)\?tsr-split=component/;

/**
 * The first screens' chunk of a module (see `first-screen` in vendorChunks), from the module graph:
 * `first-screen` when the first screens' route code imports it (statically, through modules like
 * it) and no code but the visitor pages' does, `shared` when signed-in pages' code
 * imports it too (with the first screens' icons, ICONS_FIRST), none when the first screens do not
 * import it. Other icons are left to rolldown (reached through the package's index, every icon
 * would look imported).
 */
function firstScreenChunk(id: string, context: ChunkingContext): string | null {
  if (/\.css(\?|$)/.test(id) && !/\.module\.css$/.test(id)) return null;
  if (iconsFirst.test(id)) return 'shared';
  if (/node_modules[\\/]@tabler[\\/]/.test(id)) return null;
  const reached = new Map<string, boolean>();
  const visitorOnly = new Map<string, boolean>();
  // Whether a static import chain leads from the first screens' route code to `module`.
  const reachedFrom = (module: string): boolean => {
    if (FIRST_SCREEN_ROUTES.test(module)) return true;
    const known = reached.get(module);
    if (known !== undefined) return known;
    reached.set(module, false); // An import cycle adds nothing.
    const result = (context.getModuleInfo(module)?.importers ?? []).some(reachedFrom);
    reached.set(module, result);
    return result;
  };
  // Whether `module` is imported, statically, by the visitor pages' route code or modules like it only.
  const onlyVisitors = (module: string): boolean => {
    if (PUBLIC_ROUTES.test(module)) return true;
    const known = visitorOnly.get(module);
    if (known !== undefined) return known;
    visitorOnly.set(module, true); // An import cycle takes nothing away.
    const info = context.getModuleInfo(module);
    const result =
      info !== null &&
      !info.isEntry &&
      info.dynamicImporters.length === 0 &&
      info.importers.length > 0 &&
      info.importers.every(onlyVisitors);
    visitorOnly.set(module, result);
    return result;
  };
  if (!reachedFrom(id)) return null;
  return onlyVisitors(id) ? 'first-screen' : 'shared';
}

/**
 * Vendor chunks: libraries change rarely, so a deploy mostly re-downloads only app code. What the
 * first screens need is few chunks (React with jotai, the router, Mantine's core with the first
 * screens' components, their overlays apart). zod is one chunk, loaded by the first screen that
 * checks a form or an answer (not by the landing page's or /login's first paint: the routes' search
 * checks are plain functions). The notices' container is one small chunk and the rest of Mantine
 * another, loaded with the screens that use them; Dexie is one chunk, loaded with the first screen
 * that reads the device database (never the first visit's). The icons the first screens show go
 * with their shared code (ICONS_FIRST, firstScreenChunk); other libraries (other icons, the review scheduler, avatars,
 * workbox-window) are split by rolldown with the code that imports them.
 */
const vendorChunks: CodeSplittingGroup[] = [
  { name: 'react', test: scriptIn(/node_modules[\\/](react|react-dom|scheduler|jotai)[\\/]/), priority: 30 },
  { name: 'router', test: scriptIn(/node_modules[\\/]@tanstack[\\/]/), priority: 20 },
  // With src/lib/zod-korean.ts, which every client import of 'zod' resolves to (see resolve.alias).
  { name: 'zod', test: scriptIn(/node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-korean\.ts$/), priority: 20 },
  { name: 'dexie', test: scriptIn(/node_modules[\\/](dexie|dexie-react-hooks)[\\/]/), priority: 20 },
  {
    name: 'mantine',
    test: scriptIn((id) => mantineFirstScreen.test(id) && !mantineOverlays.test(id)),
    priority: 18,
  },
  { name: 'mantine-overlays', test: scriptIn(mantineOverlays), priority: 17 },
  // The notices' container, mounted lazily by every screen (app.tsx).
  {
    name: 'notifications',
    test: scriptIn(
      /node_modules[\\/](@mantine[\\/]notifications|react-transition-group|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Notification)[\\/]/,
    ),
    priority: 16,
  },
  { name: 'mantine-more', test: scriptIn(mantine), priority: 14 },
  // The prerendered pages' own code (the landing page's and /login's route components) and what it
  // imports that no chunk above takes, in two files instead of a dozen small ones: `first-screen`,
  // what only visitor pages use (also loaded by the sign-up page and the showcase), preloaded by the
  // two prerendered pages (scripts/vite-prerender.ts), and `shared`, what signed-in
  // pages use too (the API client and its error texts, the date formatter, the chat components,
  // the form helpers), which those pages load with their own code. What the first screens load on
  // demand (the find-account dialog) stays apart. (The group's usual rule, taking its members'
  // imports too, put all of it in `first-screen`: every page using one of the shared modules loaded
  // the landing page's code.)
  {
    name: firstScreenChunk,
    debugName: 'first-screen or shared',
    includeDependenciesRecursively: false,
    priority: 10,
  },
  // What every page's start needs of the app's own code (the entry's static imports: the router's
  // tree with the routes' search checks, the session's start, the contract's values and error
  // texts, the redirect rules): one chunk, claimed before the first screens' groups above would
  // take the modules it shares with them (it takes its members' imports too), so a signed-in page
  // never loads the landing page's and /login's code for them. The entry itself and the stylesheets
  // it imports stay out of it, so that the first sheet remains one file.
  {
    name: 'app',
    tags: ['$initial'],
    test: scriptIn(
      (id) =>
        /[\\/](src|contract)[\\/]|vite[\\/]preload-helper/.test(id) &&
        !/src[\\/](main\.tsx$|styles[\\/])/.test(id),
    ),
    priority: 11,
  },
];

/**
 * Pretendard's faces with `font-display: optional` instead of the package's `swap`: text waits at
 * most ~100 ms for a face, then is drawn in the system font (the stack in src/theme.ts) and stays
 * so for that page, so a face arriving late never reflows the first screen (no layout shift). The
 * faces downloaded meanwhile are cached (the service worker keeps them too) and used from the next
 * page load on.
 */
function pretendardOptional(): Plugin {
  return {
    name: 'cpx:pretendard-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]pretendard[\\/].*\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
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
    pretendardOptional(),
    // The browser build only: the Node build of src/prerender-entry.tsx that prerender() runs needs
    // neither the service worker nor compressed copies.
    !isSsrBuild &&
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
          // The prerendered first screens are a first visit's, from the server; the worker answers
          // every navigation with the shell (sw/sw.ts).
          globIgnores: [`${PRERENDERED_DIR}/**`],
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
    // The landing page and /login prerendered into dist/prerendered/ (before the copies below).
    !isSsrBuild && prerender(),
    // Last: brotli and gzip copies of every built text file, the service worker included.
    !isSsrBuild && precompress(),
  ],
  resolve: {
    // zod's Korean messages are set where zod is loaded, not by the entry (which loads no zod).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-korean.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // The largest chunk is the device engine (the patient engine and the grader with their
    // lexicons, 882 kB on 2026-12-07, 292 kB gzip; src/encounter/on-device/device-engine-loader.ts),
    // loaded on demand by the pages where an encounter may run; no first screen loads it. The
    // limit leaves it room to grow with the lexicons and still flags any other chunk that swells.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: isSsrBuild
      ? // Never rendered by the prerendering (it loads after the page's load event).
        { external: [/^virtual:pwa-register/] }
      : { output: { codeSplitting: { groups: vendorChunks } } },
  },
}));
