import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../contract/values';
import {
  addFontsToShell,
  appStarter,
  composePrerenderedPage,
  inlineStylesheets,
  fontsLink,
  pageAssets,
  SESSION_HINT,
  TAP_KEEPER,
  withoutScripts,
} from './vite-prerender';

const shellOf = (head: string) =>
  `<!doctype html>\n<html lang="ko">\n  <head>\n    <title>CPX 마스터</title>\n${head}\n  </head>\n  <body>\n    <noscript>…</noscript>\n    <div id="root"></div>\n  </body>\n</html>\n`;
/** The inline scripts' texts of a page, in order. */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
const entryTags = [
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
].join('\n');

function chunk(fileName: string, moduleIds: string[], imports: string[], css: string[] = []): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

describe('the shell', () => {
  it("links Pretendard's faces last in <head>, marked for the prerendered pages to drop", () => {
    const shell = addFontsToShell(shellOf(entryTags), '/assets/pretendard-D4.css');
    expect(shell).toContain(`${fontsLink('/assets/pretendard-D4.css')}\n  </head>`);
    expect(shell.indexOf('index-C3.css')).toBeLessThan(shell.indexOf('pretendard-D4.css'));
  });

  it('refuses a shell without a <head> to put them in', () => {
    expect(() => addFontsToShell('<html><body></body></html>', '/a.css')).toThrow(/<\/head>/);
  });
});

describe('what a page needs beyond the shell', () => {
  const root = '/repo';
  const bundle = {
    'assets/index-A1.js': chunk(
      'assets/index-A1.js',
      [`${root}/src/main.tsx`, `${root}/src/routes/_public/index.tsx`],
      ['assets/react-B2.js'],
    ),
    'assets/react-B2.js': chunk('assets/react-B2.js', [`${root}/node_modules/react/index.js`], []),
    'assets/first-screen-E5.js': chunk(
      'assets/first-screen-E5.js',
      [`${root}/src/routes/_public/index.tsx?tsr-split=component`, `${root}/src/features/landing/hero.tsx`],
      ['assets/react-B2.js', 'assets/icons-F6.js'],
      ['assets/first-screen-E5.css'],
    ),
    'assets/icons-F6.js': chunk(
      'assets/icons-F6.js',
      [`${root}/node_modules/@tabler/icons-react/x.mjs`],
      [],
      ['assets/icons-F6.css'],
    ),
    'assets/dashboard-G7.js': chunk(
      'assets/dashboard-G7.js',
      [`${root}/src/routes/_authed/dashboard.tsx?tsr-split=component`],
      ['assets/react-B2.js'],
      ['assets/dashboard-G7.css'],
    ),
    'style.css': { type: 'asset', fileName: 'index-C3.css' } as OutputAsset,
  } as unknown as OutputBundle;
  const shell = addFontsToShell(shellOf(entryTags), '/assets/pretendard-D4.css');

  it("takes the chunks of the page's route files and what they import, less what the shell has", () => {
    const assets = pageAssets(bundle, ['src/routes/_public/index.tsx'], shell);
    expect(assets).toEqual({
      scripts: ['/assets/first-screen-E5.js', '/assets/icons-F6.js'],
      styles: ['/assets/first-screen-E5.css', '/assets/icons-F6.css'],
    });
  });

  it("takes nothing of another route's code", () => {
    const assets = pageAssets(bundle, ['src/routes/_public/login/index.tsx'], shell);
    expect(assets).toEqual({ scripts: [], styles: [] });
  });
});

describe('a prerendered page', () => {
  const shell = addFontsToShell(shellOf(entryTags), '/assets/pretendard-D4.css');
  const page = composePrerenderedPage(shell, {
    snapshot: '<main><h1>로그인</h1></main>',
    title: '로그인 | CPX 마스터',
    assets: { scripts: ['/assets/first-screen-E5.js'], styles: ['/assets/first-screen-E5.css'] },
  });

  it('shows the snapshot, live (not inert), right before the empty #root the app renders into', () => {
    expect(page).toContain('<div id="prerendered"><main><h1>로그인</h1></main></div><div id="root"></div>');
    expect(page.match(/id="root"/g)).toHaveLength(1);
  });

  it("has the page's own title", () => {
    expect(page).toContain('<title>로그인 | CPX 마스터</title>');
    expect(page).not.toContain('<title>CPX 마스터</title>');
  });

  it("leaves Pretendard's sheet out (no font on a first visit), and links the page's own styles", () => {
    expect(page).not.toContain('data-fonts');
    expect(page).not.toContain('pretendard');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/first-screen-E5.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
  });

  it('names no script to fetch before its first paint: the app is started by the last script of its body', () => {
    const stepped = composePrerenderedPage(
      shell.replace(
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n<link rel="modulepreload" crossorigin href="/assets/router-H8.js">',
      ),
      { snapshot: '<p>x</p>', title: 't', assets: { scripts: ['/assets/first-screen-E5.js'], styles: [] } },
    );
    // No module script, no preload, no script with a src: the parser and the preload scanner fetch
    // nothing that the first paint could wait for, or that Lighthouse would count before it.
    expect(stepped).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="(?:module)?preload"/);
    const scripts = inlineScripts(stepped);
    expect(scripts).toEqual([
      SESSION_HINT,
      TAP_KEEPER,
      appStarter(
        ['/assets/react-B2.js', '/assets/router-H8.js', '/assets/index-A1.js'],
        ['/assets/react-B2.js', '/assets/router-H8.js', '/assets/index-A1.js', '/assets/first-screen-E5.js'],
      ),
    ]);
    // After the snapshot and #root: the whole page is parsed before it runs.
    expect(stepped).toMatch(
      /<div id="root"><\/div>\s*<script>\(function\(\)\{var steps=[^<]*<\/script>\s*<\/body>/,
    );
  });

  it('takes the entry and the chunks it preloads out of the shell, in order', () => {
    expect(withoutScripts(shell).steps).toEqual(['/assets/react-B2.js', '/assets/index-A1.js']);
    expect(withoutScripts(shell).html).not.toMatch(/modulepreload|type="module"/);
    expect(() => withoutScripts(shellOf('<link rel="modulepreload" crossorigin href="/a.js">'))).toThrow(
      /entry/,
    );
  });

  it('keeps a $ in the snapshot or the title as it is', () => {
    const priced = composePrerenderedPage(shell, {
      snapshot: '<p>$& $1 $$</p>',
      title: 'a $& b',
      assets: { scripts: [], styles: [] },
    });
    expect(priced).toContain('<p>$& $1 $$</p>');
    expect(priced).toContain('<title>a $&amp; b</title>');
  });

  it('refuses a shell without the fonts link, a title or an empty #root', () => {
    const assets = { scripts: [], styles: [] };
    const compose = (html: string) => () =>
      composePrerenderedPage(html, { snapshot: '', title: 't', assets });
    expect(compose(shellOf(entryTags))).toThrow(/data-fonts/);
    expect(compose(shell.replace(/<title>.*<\/title>/, ''))).toThrow(/title/);
    expect(compose(shell.replace('<div id="root"></div>', '<div id="root">x</div>'))).toThrow(/root/);
  });
});

describe("the page's stylesheets, written into it", () => {
  const page = [
    '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
    '<link rel="stylesheet" crossorigin href="/assets/first-screen-E5.css">',
    '<link rel="modulepreload" crossorigin href="/assets/first-screen-E5.js">',
  ].join('\n');
  const sheets: Record<string, string> = {
    '/assets/index-C3.css': 'body{margin:0}',
    '/assets/first-screen-E5.css': '.hero{color:red}',
  };
  const css = (href: string) => sheets[href]!;

  it('replaces each link by its text; the route code keeps a disabled link for its import to find', () => {
    expect(inlineStylesheets(page, css, ['/assets/first-screen-E5.css'])).toBe(
      [
        '<style>body{margin:0}</style>',
        '<style>.hero{color:red}</style><link rel="stylesheet" crossorigin href="/assets/first-screen-E5.css" disabled>',
        '<link rel="modulepreload" crossorigin href="/assets/first-screen-E5.js">',
      ].join('\n'),
    );
  });

  it('refuses a sheet that would end the <style> early or has a relative url()', () => {
    const with_ = (text: string) => () => inlineStylesheets(page, () => text, []);
    expect(with_('a{}</style><script>x</script>')).toThrow(/<\/style>/);
    expect(with_("a{background:url('./x.png')}")).toThrow(/url/);
    expect(with_('a{background:url(x.png)}')).toThrow(/url/);
    expect(with_('a{background:url(/assets/x.png)}')).not.toThrow();
    expect(with_('a{background:url("data:image/png;base64,AAAA")}')).not.toThrow();
  });
});

describe('the session hint', () => {
  it('is the first thing in <head> after the shell, and marks a document whose storage holds a session', () => {
    const shell = addFontsToShell(shellOf(entryTags), '/assets/pretendard-D4.css');
    const page = composePrerenderedPage(shell, {
      snapshot: '',
      title: 't',
      assets: { scripts: [], styles: [] },
    });
    expect(page).toContain(`<script>${SESSION_HINT}</script>`);
    // And nothing is painted before the snapshot is parsed whole (#root comes right after it).
    expect(page).toContain('<link rel="expect" href="#root" blocking="render">');
    expect(page.indexOf(SESSION_HINT)).toBeLessThan(page.indexOf('<body>'));
    // The tap keeper too (it runs in src/lib/prerendered.test.tsx); the server hashes each inline
    // script up to the first '<'.
    expect(page).toContain(`<script>${TAP_KEEPER}</script>`);
    expect(page.indexOf(TAP_KEEPER)).toBeLessThan(page.indexOf('<body>'));
    expect(TAP_KEEPER).not.toContain('<');
    const run = (stored: string | null) => {
      const attributes = new Map<string, string>();
      const localStorage = { getItem: (key: string) => (key === storageKeys.refreshToken ? stored : null) };
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      new Function('localStorage', 'document', SESSION_HINT)(localStorage, document);
      return attributes.has('data-session');
    };
    expect(run('refresh-token')).toBe(true);
    expect(run(null)).toBe(false);
  });
});

describe("the app's start on a prerendered page", () => {
  /**
   * Runs the starter in a page of its own making: `import()` recorded (resolved or failed as `fails`
   * says), message tasks queued until `runTask`, the paint entries given by `paint`.
   */
  function pageWithStarter(
    options: {
      visibility?: string;
      session?: boolean;
      paintTiming?: boolean;
      fails?: string[];
      frames?: boolean;
    } = {},
  ) {
    const frames: (() => void)[] = [];
    const timeline: string[] = [];
    const imported: string[] = [];
    const preloaded: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const tasks: (() => void)[] = [];
    const timers: number[] = [];
    const listeners: string[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, o: unknown) => void) | null =
      null;
    let disconnected = false;
    class PerformanceObserver {
      static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['navigation', 'paint'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe(init: { type: string; buffered: boolean }) {
        expect(init).toEqual({ type: 'paint', buffered: true });
      }
    }
    class MessageChannel {
      port1 = { onmessage: null as null | (() => void), close() {} };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      visibilityState: options.visibility ?? 'visible',
      documentElement: {
        hasAttribute: (name: string) => name === 'data-session' && options.session === true,
      },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof preloaded)[number]) => preloaded.push({ ...link }) },
      addEventListener: (type: string) => listeners.push(type),
    };
    const starter = appStarter(
      ['/assets/react-B2.js', '/assets/router-H8.js', '/assets/index-A1.js'],
      ['/assets/react-B2.js', '/assets/router-H8.js', '/assets/index-A1.js', '/assets/first-screen-E5.js'],
    );
    // The page's own import() is the browser's; here it is the recorder (the one call in the text).
    expect(starter.match(/import\(/g)).toHaveLength(1);
    new Function(
      'window',
      'document',
      'MessageChannel',
      'setTimeout',
      'load',
      starter.replace('import(', 'load('),
    )(
      {
        PerformanceObserver,
        ...(options.frames
          ? {
              requestAnimationFrame: (callback: () => void) => frames.push(callback),
              performance: { getEntriesByName: (name: string) => timeline.filter((entry) => entry === name) },
            }
          : {}),
      },
      document,
      MessageChannel,
      (_: () => void, ms: number) => timers.push(ms),
      (url: string) => {
        imported.push(url);
        return (options.fails ?? []).includes(url) ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {
      imported,
      preloaded,
      timers,
      listeners,
      disconnected: () => disconnected,
      paint: (...names: string[]) =>
        observer!(
          { getEntriesByName: (name) => names.filter((n) => n === name) },
          {
            disconnect: () => (disconnected = true),
          },
        ),
      /** Runs the next queued task, then lets the import it made settle. */
      async runTask() {
        tasks.shift()?.();
        await settle();
      },
      pendingTasks: () => tasks.length,
      /** Runs the callbacks of the next animation frame; `painted` puts the FCP entry in the timeline first. */
      frame(painted = false) {
        if (painted) timeline.push('first-contentful-paint');
        frames.splice(0).forEach((callback) => callback());
      },
    };
  }

  const preloadsOf = (page: ReturnType<typeof pageWithStarter>) => page.preloaded.map((link) => link.href);

  it('fetches nothing before the first contentful paint; then preloads it all at once and imports the steps one task each', async () => {
    const page = pageWithStarter();
    expect(page.preloaded).toEqual([]);
    expect(page.pendingTasks()).toBe(0);
    page.paint('first-paint');
    expect(page.preloaded).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.disconnected()).toBe(true);
    expect(page.preloaded).toEqual(
      [
        '/assets/react-B2.js',
        '/assets/router-H8.js',
        '/assets/index-A1.js',
        '/assets/first-screen-E5.js',
      ].map((href) => ({ rel: 'modulepreload', href, crossOrigin: '' })),
    );
    // Not in the task of the paint's report: each import in a task of its own, in order.
    expect(page.imported).toEqual([]);
    await page.runTask();
    expect(page.imported).toEqual(['/assets/react-B2.js']);
    await page.runTask();
    expect(page.imported).toEqual(['/assets/react-B2.js', '/assets/router-H8.js']);
    await page.runTask();
    expect(page.imported).toEqual(['/assets/react-B2.js', '/assets/router-H8.js', '/assets/index-A1.js']);
    await page.runTask();
    expect(page.imported).toHaveLength(3);
    // A second report (or the fallback timer, or the tab hidden) starts nothing again.
    page.paint('first-contentful-paint');
    expect(page.preloaded).toHaveLength(4);
    expect(page.timers).toEqual([3000]);
    expect(page.listeners).toEqual(['visibilitychange']);
  });

  it('also looks for the paint in the timeline at each frame, before its report arrives', async () => {
    const page = pageWithStarter({ frames: true });
    page.frame();
    page.frame();
    expect(page.preloaded).toEqual([]);
    page.frame(true);
    expect(preloadsOf(page)).toHaveLength(4);
    await page.runTask();
    expect(page.imported).toEqual(['/assets/react-B2.js']);
    // No more frames asked for; the report, later, starts nothing again.
    page.frame();
    page.paint('first-contentful-paint');
    expect(preloadsOf(page)).toHaveLength(4);
  });

  it('goes on to the entry when a step fails (the entry fetches what it still needs)', async () => {
    const page = pageWithStarter({ fails: ['/assets/react-B2.js'] });
    page.paint('first-contentful-paint');
    for (let i = 0; i < 3; i += 1) await page.runTask();
    expect(page.imported).toEqual(['/assets/react-B2.js', '/assets/router-H8.js', '/assets/index-A1.js']);
  });

  it('starts at once on a page that will not paint the snapshot: hidden, a stored session, no paint timing', async () => {
    for (const options of [{ visibility: 'hidden' }, { session: true }, { paintTiming: false }]) {
      const page = pageWithStarter(options);
      expect(preloadsOf(page), JSON.stringify(options)).toHaveLength(4);
      await page.runTask();
      expect(page.imported, JSON.stringify(options)).toEqual(['/assets/react-B2.js']);
    }
  });

  it('is inline code the server can hash: no `<`, only plain script addresses', () => {
    expect(appStarter(['/assets/a-B1.js'], [])).not.toContain('<');
    expect(() => appStarter(['/assets/a.js"];alert(1);//'], [])).toThrow(/address/);
    expect(() => appStarter([], ['/assets/a.js'])).toThrow(/no script/);
  });
});
