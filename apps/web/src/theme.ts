/**
 * Quórum's MUI theme: every constant of the seed's §9.
 *
 * - Light theme only (a `.dark-mode` class selector exists in styles.css and is unused).
 * - Primary black, background #F7F7F7. Chip colours (info, warning…) darkened to a 4.5:1 contrast for their text.
 * - Breakpoints xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560; "mobile" is below lg.
 * - Inputs: outlined, normal ("comfortable") size. Paginations: first/last buttons.
 * - Tooltips on top with a 250 ms fade. Menus offset 2px from their anchor.
 * - Buttons rounded "lg", cards rounded "xl". Toasts top-right (features/toast).
 * - Number inputs: integer steps and integer parsing (components/integer-field.tsx; MUI has no
 *   step-button number field, so the rule lives in that component).
 * - Layers: modal and tooltip 1100; overlay (loading screen), menu, app bar and drawer 1000.
 *   MUI has no "overlay" or "menu" key in `theme.zIndex`: the overlay reads LAYERS.overlay in
 *   styles.css, and MuiMenu's root is set to LAYERS.menu below. A menu opened from inside a dialog
 *   (1100) would sit under it at 1000, so MUI Select menus get the modal layer + 1 (our forms use
 *   native selects, which are unaffected). Snackbars keep MUI's 1400 so toasts stay above dialogs.
 */
// Light only, no CSS variables: the plain variant of createTheme (see the alias in vite.config.ts).
import createTheme from '@mui/material/styles/createThemeNoVars';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Seed §9 layer values (z-index). */
const LAYERS = {
  overlay: 1000,
  menu: 1000,
  appBar: 1000,
  drawer: 1000,
  modal: 1100,
  tooltip: 1100,
  snackbar: 1400,
} as const;

/** Seed §9 radii: "lg" for buttons, "xl" for cards (px). */
const RADII = { lg: 12, xl: 16 } as const;

/** Seed §9: tooltip fade duration (ms) and menu offset (px). */
const TOOLTIP_FADE_MS = 250;
const MENU_OFFSET_PX = 2;

/** Seed §9 breakpoints (px); below `lg` is mobile. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'light',
    primary: { main: '#000000', contrastText: '#FFFFFF' },
    secondary: { main: '#424242', contrastText: '#FFFFFF' },
    // Status chips: white text on these (and these on white) reach WCAG AA's 4.5:1 — MUI's default info
    // (#0288D1, 3.86:1) and warning (#ED6C02, 3.11:1) do not.
    info: { main: '#0277BD', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    background: { default: '#F7F7F7', paper: '#FFFFFF' },
  },
  typography: {
    fontFamily: '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontWeightLight: 300,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  zIndex: {
    appBar: LAYERS.appBar,
    drawer: LAYERS.drawer,
    modal: LAYERS.modal,
    tooltip: LAYERS.tooltip,
    snackbar: LAYERS.snackbar,
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: '#F7F7F7' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #1a73e8', outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: RADII.lg } },
    },
    MuiCard: {
      styleOverrides: { root: { borderRadius: RADII.xl } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: RADII.xl } },
    },
    MuiTextField: {
      defaultProps: { variant: 'outlined', size: 'medium', fullWidth: true },
    },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', size: 'medium' },
    },
    MuiSelect: {
      defaultProps: { variant: 'outlined', MenuProps: { sx: { zIndex: LAYERS.modal + 1 } } },
    },
    MuiPagination: {
      defaultProps: { showFirstButton: true, showLastButton: true, size: 'medium' },
    },
    MuiTablePagination: {
      defaultProps: { showFirstButton: true, showLastButton: true },
    },
    MuiTooltip: {
      defaultProps: {
        placement: 'top',
        slotProps: { transition: { timeout: TOOLTIP_FADE_MS } },
      },
    },
    MuiMenu: {
      defaultProps: {
        anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
        transformOrigin: { vertical: 'top', horizontal: 'left' },
      },
      styleOverrides: {
        root: { zIndex: LAYERS.menu },
        paper: { marginTop: MENU_OFFSET_PX },
      },
    },
    MuiSnackbar: {
      defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'right' } },
    },
  },
});
