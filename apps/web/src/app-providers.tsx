import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import type { ReactNode } from 'react';
import { ToastProvider } from './components/toast/toast-provider';
import { theme } from './theme';

/**
 * What wraps the router on every page: the theme, its baseline and the toasts. The browser (main.tsx) and the
 * public pages rendered at build time (prerender.tsx) use the same tree, so a rendered page hydrates as it is.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
