import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from './components/toast/toast-provider';
import { theme } from './theme';

/**
 * What wraps the router on every page: the theme, its baseline and the toasts. The browser (main.tsx) and the
 * public pages rendered at build time (prerender.tsx) use the same tree, so a rendered page hydrates as it is.
 * `onMounted` runs once the page is in place (main.tsx gives back what was typed before hydration).
 */
export function AppProviders({ children, onMounted }: { children: ReactNode; onMounted?: () => void }) {
  // After every page's own effects (a parent's run last); not an element, which would change the tree's ids.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
