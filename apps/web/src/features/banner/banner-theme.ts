import createTheme from '@mui/material/styles/createThemeNoVars';
import { type BannerAppearance, DEFAULT_BANNER } from '@quorum/shared';
import { BREAKPOINTS, theme } from '../../theme';

/** The colours of the room's screen: its background and panels, text, and the timer's warning and overtime. */
export interface BannerPalette {
  background: string;
  panel: string;
  line: string;
  text: string;
  muted: string;
  warning: string;
  overtime: string;
  good: string;
}

/**
 * «Oscuro», the default: light text on near-black reads from the back of a room and does not light it up.
 * «Claro» for rooms too bright for a dark screen. In both, every text colour keeps at least 7:1 against the
 * background and the panels; amber and red carry the timer's warning and overtime.
 */
export const BANNER_PALETTES: Record<BannerAppearance['theme'], BannerPalette> = {
  oscuro: {
    background: '#0B0B0D',
    panel: '#16161A',
    line: '#2E2E35',
    text: '#FFFFFF',
    muted: '#C4C4CC',
    warning: '#FFB020',
    overtime: '#FF7A7A',
    good: '#4ADE80',
  },
  claro: {
    background: '#FFFFFF',
    panel: '#F0F0F3',
    line: '#C9C9D1',
    text: '#0B0B0D',
    muted: '#44444C',
    warning: '#6E3C00',
    overtime: '#9A0018',
    good: '#075224',
  },
};

/** How much larger «grande» draws every text of the screen. */
const SCALES: Record<BannerAppearance['scale'], number> = { normal: 1, grande: 1.2 };

/** The screen's look from the chair's banner appearance: the one place an appearance becomes colours and sizes. */
export function bannerLook(appearance: BannerAppearance = DEFAULT_BANNER) {
  const palette = BANNER_PALETTES[appearance.theme] ?? BANNER_PALETTES.oscuro;
  return { palette, scale: SCALES[appearance.scale] ?? 1, theme: bannerThemeOf(appearance.theme, palette) };
}

const themes = new Map<string, ReturnType<typeof createTheme>>();

/**
 * The MUI theme of a palette: components read the colours through it (`text.primary`, `warning.main`,
 * `error.main`, `success.main`, `background.paper`, `divider`), never as constants.
 */
function bannerThemeOf(name: string, palette: BannerPalette) {
  let made = themes.get(name);
  if (!made) {
    made = createTheme({
      breakpoints: { values: BREAKPOINTS },
      palette: {
        mode: name === 'claro' ? 'light' : 'dark',
        primary: { main: palette.text, contrastText: palette.background },
        warning: { main: palette.warning, contrastText: palette.background },
        error: { main: palette.overtime, contrastText: palette.background },
        success: { main: palette.good, contrastText: palette.background },
        background: { default: palette.background, paper: palette.panel },
        text: { primary: palette.text, secondary: palette.muted },
        divider: palette.line,
      },
      typography: { fontFamily: theme.typography.fontFamily },
      shape: { borderRadius: 8 },
    });
    themes.set(name, made);
  }
  return made;
}
