import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type DefaultMantineColor,
  type MantineColorsTuple,
} from '@mantine/core';
import { contrastRatio } from './lib/contrast';

const fontStack =
  "'Pretendard Variable', Pretendard, 'Pretendard Fallback', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

/** A calm clinical teal; shade 7 is BRAND_COLOR (lib/brand.ts). Indigo is the secondary accent. */
const brand: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

/**
 * Mantine's shades 8 and 9 are what the app (and Mantine's light variants) use for coloured text:
 * `c="teal.8"`, score colours `${color}.8`, light badges and alerts in shade 9 on shade 1. For these
 * hues Mantine's own are too light for 4.5:1 (yellow.8 is 2.5:1 on white), so the two shades are
 * darkened just enough (mixed with black) for 4.5:1 on white, on the page's gray.0 and, for shade
 * 9, on the light variant's shade-1 background. theme.test.ts checks every hue.
 */
function readableText(name: DefaultMantineColor, shade8: string, shade9: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name] as MantineColorsTuple;
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9];
}

export const readableColors = {
  red: readableText('red', '#d52f2f', '#c92a2a'),
  cyan: readableText('cyan', '#0b7c8e', '#0b7285'),
  teal: readableText('teal', '#08805c', '#077252'),
  green: readableText('green', '#268037', '#247333'),
  lime: readableText('lime', '#4d7e0b', '#46700a'),
  yellow: readableText('yellow', '#a35f00', '#9a5000'),
  orange: readableText('orange', '#c14a0a', '#b43c0c'),
};

/**
 * Filled buttons, badges and icons pick black or white text by the fill's luminance: white below
 * 0.18 (where white reaches 4.5:1), black above (where black does).
 */
export const LUMINANCE_THRESHOLD = 0.18;

export const theme = createTheme({
  colors: { brand, ...readableColors },
  autoContrast: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
  primaryColor: 'brand',
  // Shade 7 keeps white button text above 5:1 contrast.
  primaryShade: 7,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A learner who asks the system for less motion gets modals, menus and drawers without their
  // open and close animations (global.css stops the looping ones).
  respectReducedMotion: true,
  components: {
    // Mantine's close buttons are an icon alone: every one gets a name unless given its own.
    CloseButton: { defaultProps: { 'aria-label': '닫기' } },
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': '닫기' },
        // A dialog's <header> is not the page's banner; without this axe counts it as a second
        // banner landmark next to the app header.
        attributes: { header: { role: 'presentation' } },
      },
    },
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/**
 * Secondary ("dimmed") text. Mantine's own (gray.6, #868e96) is only 3.3:1 on white and 3.2:1 on
 * the page background (gray.0), under the 4.5:1 that WCAG 2.2 AA asks of text; this grey keeps
 * above 5.5:1 on white and on gray.0 and still reads as secondary next to the black body text.
 * theme.test.ts holds it to that.
 */
export const DIMMED_TEXT = '#5f666d';
/** Input placeholders (Mantine: gray.5, 2.1:1); inputs are white, so 4.5:1 against white. */
export const PLACEHOLDER_TEXT = '#6c757d';
/** Error text under fields (Mantine: red.6, 3.3:1 on white) gets the deepest red of the scale. */
export const ERROR_TEXT = DEFAULT_THEME.colors.red[9];

/**
 * The app is light only (app.tsx forces the scheme), so only the light scheme's variables change;
 * Mantine's dark-scheme values are left as they are because no screen can show them.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-error': ERROR_TEXT,
    ...textOnWhite(resolved.colors),
  },
  dark: {},
});

/**
 * `c="teal"` and the outline and subtle variants colour text with the primary shade (7), which for
 * most hues is under 4.5:1 on white or the page (teal.7 3.1:1); such hues use their shade 8 for text instead.
 * The fill of filled variants stays shade 7 (autoContrast picks its text colour).
 */
function textOnWhite(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    // Against the page's gray.0, the darker of the two backgrounds text sits on.
    if (name === 'dark' || contrastRatio(shades[7], DEFAULT_THEME.colors.gray[0]) >= 4.5) continue;
    variables[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-8)`;
    variables[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-8)`;
  }
  return variables;
}
