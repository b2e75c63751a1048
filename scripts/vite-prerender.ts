import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { storageKeys } from '../contract/values.ts';

/**
 * Prerendering of the first screens (issue 21): the landing page and /login are written into
 * `dist/prerendered/` as the app shell with a static snapshot of the page in it, rendered at build
 * time by React from the app's own tree (src/prerender-entry.tsx, built for Node by a second vite
 * build into server-dist/prerender/). The server answers `/` and `/login` with them
 * (server/plugins/spa.ts); the service worker keeps answering every navigation with the plain shell
 * (dist/index.html), so a returning visitor or a signed-in learner never gets the landing page's
 * snapshot for another address. The snapshot paints before any of the app's scripts is even fetched
 * (they are started after that paint, `appStarter`) and takes input (what is typed into it and a
 * tap on one of its buttons are carried over to the app); the app then renders the same page and
 * replaces it in one frame (src/lib/prerendered.ts).
 *
 * Fonts: the shell links Pretendard's faces in <head> (a returning visitor has them cached); the
 * prerendered pages do not: a first visit is drawn in the system fallback face, with Pretendard's
 * metrics (src/styles/global.css), and fetches no font at all.
 */

/**
 * The pages written, by the address the server answers with each, and the route files whose code
 * (split off the entry) renders them: their scripts are preloaded and their stylesheets linked.
 */
export const PRERENDERED_PAGES = [
  { pathname: '/', file: 'index.html', routes: ['src/routes/_public.tsx', 'src/routes/_public/index.tsx'] },
  {
    pathname: '/login',
    file: 'login.html',
    routes: ['src/routes/_public.tsx', 'src/routes/_public/login/index.tsx'],
  },
] as const;

export const PRERENDERED_DIR = 'prerendered';

/**
 * The one inline script of a prerendered page, run before its body is parsed: a browser that holds
 * a session (a signed-in learner whose service worker is not in control yet) marks the document, and
 * src/styles/global.css hides the snapshot, so a learner never sees the landing page flash before
 * the app sends them on. The server allows exactly this script by its hash (server/plugins/spa.ts).
 */
export const SESSION_HINT = `try{if(localStorage.getItem(${JSON.stringify(storageKeys.refreshToken)}))document.documentElement.setAttribute('data-session','')}catch(e){}`;

/**
 * The prerendered page's other inline script, also run before its body is parsed: the snapshot is
 * live (a visitor on a slow phone types into it and follows its links before the app has taken
 * over), but its buttons have no code behind them yet. A tap on one (or a form submitted from a
 * field) is held, not lost and not sent anywhere (a login form submitted natively would put the
 * password in the address): the button is marked, and the hand-over taps the app's same button
 * (src/lib/prerendered.ts, TAPPED_ATTRIBUTE). Links are left to the browser. No `<` in it: the
 * server reads the pages' inline scripts for their hashes up to the first one.
 */
export const TAP_KEEPER = `(function(){function keep(e){var s=document.getElementById('prerendered'),t=e.target;if(!s||!t||!t.closest||!s.contains(t))return;var b=e.type==='submit'?e.submitter||t.querySelector('[type=submit]'):t.closest('button,[role=button],input[type=submit],input[type=button]');if(e.type==='submit')e.preventDefault();if(!b)return;e.preventDefault();var o=s.querySelector('[data-tapped]');if(o)o.removeAttribute('data-tapped');b.setAttribute('data-tapped','')}document.addEventListener('click',keep,true);document.addEventListener('submit',keep,true)})()`;
const FONTS_SHEET = /pretendardvariable-dynamic-subset[^/]*\.css$/;

/** The shell's `<link>` of Pretendard's faces, marked so that the prerendered pages can drop it. */
export function fontsLink(href: string): string {
  return `<link rel="stylesheet" href="${href}" data-fonts>`;
}

/** Adds the faces' sheet to the shell's <head>, right after its other stylesheets. */
export function addFontsToShell(html: string, href: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `  ${fontsLink(href)}\n  </head>`);
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface PageAssets {
  /** Stylesheets of the page's own code, linked (render-blocking: the snapshot needs them). */
  styles: string[];
  /** Its scripts, preloaded with the app's start so it takes over without a chain of round trips. */
  scripts: string[];
}

/**
 * What a page's route code needs beyond the shell: the chunks holding one of `routeFiles` and every
 * chunk they import statically, their scripts and their stylesheets, less what `shell` references.
 */
export function pageAssets(
  bundle: OutputBundle,
  routeFiles: readonly string[],
  shell: string,
  base = '/',
): PageAssets {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => routeFiles.some((file) => id.split('?')[0]!.endsWith(`/${file}`))),
  );
  const seen = new Set<string>();
  const styles = new Set<string>();
  const scripts: string[] = [];
  while (pending.length > 0) {
    const chunk = pending.shift()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    if (!shell.includes(`${base}${chunk.fileName}"`)) scripts.push(`${base}${chunk.fileName}`);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata
      ?.importedCss;
    for (const file of css ?? []) if (!shell.includes(`${base}${file}"`)) styles.add(`${base}${file}`);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) pending.push(next);
    }
  }
  return { styles: [...styles], scripts };
}

/**
 * The inline script that starts the app on a prerendered page, once the snapshot has been painted:
 * once the `first-contentful-paint` entry (its time is when the frame was on screen) is in the
 * timeline, looked for at each animation frame, or reported to a performance observer, whichever
 * comes first (frames stand still under a test's paused clock). Then it preloads every script the
 * start needs (`preloads`, at once, so they come in parallel) and imports `steps` in order, one
 * task each (a message to itself between two: a module's graph is
 * evaluated in one task, and the entry's would be the whole start, React, Mantine, the router and
 * the app's code, some 25 ms of a desktop's main thread and over 100 ms of a phone's, while the
 * snapshot is on screen and taking input). The last step is the entry. A page that will not paint
 * the snapshot (a hidden tab or a prerendering browser, a stored session that hides it, a browser
 * without paint timing) starts at once, and so does a page that goes out of sight before its paint;
 * after 3 s the app starts whatever happened.
 *
 * Why after the paint rather than from `<head>`: module scripts run before the first paint when they
 * have arrived by the end of the parse (a fast network, a slow phone: the paint waited for their
 * evaluation), and Lighthouse's simulation of a phone on a slow network counts every script that
 * finished loading before the observed first paint as holding it (module scripts leave no
 * `EvaluateScript` in the trace that could show otherwise), so it put the download of the whole
 * start, about 150 KiB at 1.6 Mbit/s, before the first paint (FCP = LCP 2.3–2.6 s; after: 0.8–0.9 s).
 * The snapshot takes input meanwhile (TAP_KEEPER, src/lib/prerendered.ts). No `<` in it (the server
 * hashes the pages' inline scripts up to the first one).
 */
export function appStarter(steps: readonly string[], preloads: readonly string[]): string {
  const urls = [...steps, ...preloads];
  if (steps.length === 0) throw new Error('the app starter has no script to start');
  for (const url of urls) if (!/^[\w./-]+$/.test(url)) throw new Error(`unexpected script address ${url}`);
  return [
    '(function(){',
    `var steps=${JSON.stringify(steps)},preloads=${JSON.stringify(preloads)},d=document,i=0,started=false;`,
    'function step(){if(i>=steps.length)return;import(steps[i++]).then(next,next)}',
    'function next(){var c=new MessageChannel();c.port1.onmessage=function(){c.port1.close();step()};c.port2.postMessage(null)}',
    "function start(){if(started)return;started=true;preloads.forEach(function(href){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});next()}",
    'var P=window.PerformanceObserver;',
    "if(d.visibilityState!=='visible'||d.documentElement.hasAttribute('data-session')||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')===-1)return start();",
    "d.addEventListener('visibilitychange',start);setTimeout(start,3000);",
    // The entry is in the timeline a frame or more before the observer hears of it (its report is a
    // task of low priority); a look at each frame starts sooner. Where frames stand still (a paused
    // clock), the observer.
    "var w=window;function look(){if(started)return;if(w.performance.getEntriesByName('first-contentful-paint').length)start();else w.requestAnimationFrame(look)}if(w.requestAnimationFrame&&w.performance&&w.performance.getEntriesByName)w.requestAnimationFrame(look);",
    "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true})",
    '})()',
  ].join('');
}

/**
 * The shell without its scripts: its entry `<script type="module">` and the `<link
 * rel="modulepreload">`s of the chunks it imports, which a prerendered page starts after its first
 * paint instead (`appStarter`); `steps` are those chunks in the shell's order, then the entry.
 */
export function withoutScripts(shell: string): { html: string; steps: string[] } {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('the shell has no entry <script type="module" crossorigin src>');
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const chunks = [...shell.matchAll(preload)].map((match) => match[1]!);
  return { html: shell.replace(entry[0], '').replace(preload, ''), steps: [...chunks, entry[1]!] };
}

/**
 * The page's stylesheets written into it, `css` giving each one's text: a first visit paints once
 * the page itself has arrived, without the round trip of render-blocking stylesheets (three on the
 * prerendered pages, the first screen's Mantine styles among them). `lazy` are those of the page's
 * route code, which the route's import would fetch and link again if it found no link of them
 * (vite's preload helper looks for `<link rel="stylesheet" href>`): each keeps a `disabled` link,
 * which the browser does not fetch. Refuses a sheet that could end the `<style>` early or that has
 * a relative `url()` (it would resolve against the page, not against the sheet).
 */
export function inlineStylesheets(
  html: string,
  css: (href: string) => string,
  lazy: readonly string[],
): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
    const text = css(href);
    if (/<\/style/i.test(text)) throw new Error(`${href} has a </style>`);
    for (const [, url] of text.matchAll(/url\(\s*['"]?([^'")\s]*)/gi))
      if (!/^(?:[a-z]+:|\/)/i.test(url!)) throw new Error(`${href} has a relative url()`);
    const kept = lazy.includes(href) ? `<link rel="stylesheet" crossorigin href="${href}" disabled>` : '';
    return `<style>${text}</style>${kept}`;
  });
}

/**
 * The shell with `snapshot` before its empty #root, `title` as its title, the page's own
 * stylesheets linked, the faces' sheet left out, and no script but the inline ones: the shell's
 * scripts and the page's own code are fetched and run once the snapshot is painted (`appStarter`,
 * at the end of the body). Throws
 * when the shell lacks one of the places (a changed index.html must not silently produce a page
 * without its snapshot).
 */
export function composePrerenderedPage(
  shell: string,
  page: { snapshot: string; title: string; assets: PageAssets },
): string {
  const { snapshot, title, assets } = page;
  const link = /<link rel="stylesheet" href="([^"]+)" data-fonts>/.exec(shell);
  if (!link) throw new Error("the shell has no fonts' <link data-fonts>");
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('the shell has no <title>');
  if (!shell.includes('<div id="root"></div>')) throw new Error('the shell has no empty <div id="root">');
  if (!shell.includes('</body>')) throw new Error('the shell has no </body>');
  const { html, steps } = withoutScripts(shell);
  const head = [
    `<script>${SESSION_HINT}</script>`,
    `<script>${TAP_KEEPER}</script>`,
    // Nothing is painted before the whole snapshot is parsed (#root follows it): a first frame of
    // half a page would move what it showed when the rest arrives (the login card is centred).
    '<link rel="expect" href="#root" blocking="render">',
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ];
  const starter = appStarter(steps, [...steps, ...assets.scripts]);
  return html
    .replace(link[0], () => head.join('\n    '))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="prerendered">${snapshot}</div><div id="root"></div>`)
    .replace('</body>', () => `  <script>${starter}</script>\n  </body>`);
}

type RenderFirstScreen = (pathname: string) => Promise<{ html: string; title: string }>;

export function prerender(): Plugin {
  let config: ResolvedConfig;
  const assets = new Map<string, PageAssets>();
  return {
    name: 'cpx:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheet = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && FONTS_SHEET.test(output.fileName),
        );
        if (!sheet) throw new Error("the build has no Pretendard faces' sheet (src/main.tsx imports it)");
        const shell = addFontsToShell(html, `${config.base}${sheet.fileName}`);
        for (const page of PRERENDERED_PAGES)
          assets.set(page.pathname, pageAssets(context.bundle!, page.routes, shell, config.base));
        return shell;
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = path.resolve(config.root, 'server-dist', 'prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: path.resolve(config.root, 'src/prerender-entry.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
          },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'prerender-entry.mjs')).href;
        const { renderFirstScreen } = (await import(`${entry}?t=${Date.now()}`)) as {
          renderFirstScreen: RenderFirstScreen;
        };
        const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        const css = (href: string) => {
          if (!href.startsWith(config.base)) throw new Error(`${href} is not under ${config.base}`);
          return readFileSync(path.join(outDir, href.slice(config.base.length)), 'utf8');
        };
        for (const page of PRERENDERED_PAGES) {
          const { html, title } = await renderFirstScreen(page.pathname);
          const pageAssets = assets.get(page.pathname)!;
          writeFileSync(
            path.join(outDir, PRERENDERED_DIR, page.file),
            inlineStylesheets(
              composePrerenderedPage(shell, { snapshot: html, title, assets: pageAssets }),
              css,
              pageAssets.styles,
            ),
          );
        }
      },
    },
  };
}
