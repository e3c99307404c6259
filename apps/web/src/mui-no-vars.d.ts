// Types of the two MUI files resolved by the `quorum-mui-no-vars` plugin in vite.config.ts.
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}

declare module '@mui/material/styles/ThemeProviderNoVars' {
  export { ThemeProvider as default } from '@mui/material/styles';
}
