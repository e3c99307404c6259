import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import type { Toast, ToastSeverity } from './toast-view';

export type { ToastSeverity };

interface ToastApi {
  show: (message: string, severity?: ToastSeverity) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// The Snackbar is loaded with the first toast, keeping it out of the entry chunk.
const ToastView = lazy(() => import('./toast-view'));

let nextId = 1;

/** Toasts (MUI Snackbar + Alert), top-right by default (seed §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: ToastSeverity = 'success') => {
    setToast({ id: nextId++, message, severity });
    setOpen(true);
  }, []);
  const value = useMemo<ToastApi>(() => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }), [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} onClose={() => setOpen(false)} onExited={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows toasts: `toast.success('Guardado')`. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast outside ToastProvider');
  return context;
}
