import Box from '@mui/material/Box';
import { type ReactNode, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React takes over a page the server drew (decision 041), and on the server; true right after, and at
 * once on a page the browser draws. A component that reads it renders once more after the hydration: read it in the
 * smallest one that needs it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * Its controls disabled while React takes over a page the server drew (decision 041), and on the server: a tap on
 * a button before the page's scripts have run would do nothing, so the button cannot be pressed until it would work
 * (a fieldset, which disables every button and field inside it natively). A page the browser draws has them at once.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  // The server's value while hydrating, the browser's right after: one more render of this element only.
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
