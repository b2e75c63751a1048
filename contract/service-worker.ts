/**
 * What the page and the service worker (sw/sw.ts) say to each other about fonts: the page reports the
 * font subsets it has drawn with (src/components/keep-fonts.ts) so that the worker keeps them for
 * offline use, including those that never passed through the worker.
 */
export const KEEP_FONTS = 'KEEP_FONTS';

export interface KeepFontsMessage {
  type: typeof KEEP_FONTS;
  urls: string[];
}

/** A font file of this site (the Pretendard subsets are built into /assets as .woff2 files). */
export function isOwnFont(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname.endsWith('.woff2');
  } catch {
    return false;
  }
}
