import createTheme from '@mui/material/styles/createThemeNoVars';
import { BREAKPOINTS, theme } from '../../theme';

/**
 * The room's screen is dark by default: light text on near-black reads from the back of a room and does not
 * light it up. Colours keep at least 7:1 against the background; amber and red carry the timer's warning and
 * overtime.
 */
export const BANNER_COLORS = {
  background: '#0B0B0D',
  panel: '#16161A',
  line: '#2E2E35',
  text: '#FFFFFF',
  muted: '#C4C4CC',
  warning: '#FFB020',
  overtime: '#FF5A5A',
  good: '#4ADE80',
} as const;

export const bannerTheme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'dark',
    primary: { main: BANNER_COLORS.text, contrastText: BANNER_COLORS.background },
    warning: { main: BANNER_COLORS.warning, contrastText: BANNER_COLORS.background },
    error: { main: BANNER_COLORS.overtime, contrastText: BANNER_COLORS.background },
    success: { main: BANNER_COLORS.good, contrastText: BANNER_COLORS.background },
    background: { default: BANNER_COLORS.background, paper: BANNER_COLORS.panel },
    text: { primary: BANNER_COLORS.text, secondary: BANNER_COLORS.muted },
    divider: BANNER_COLORS.line,
  },
  typography: { fontFamily: theme.typography.fontFamily },
  shape: { borderRadius: 8 },
});
