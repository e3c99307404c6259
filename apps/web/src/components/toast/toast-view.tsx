import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

interface Props {
  toast: Toast;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

export default function ToastView({ toast, open, onClose, onExited }: Props) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      slotProps={{ transition: { onExited } }}
      // Below the app bar, so the user menu stays reachable.
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Alert
        onClose={onClose}
        severity={toast.severity}
        variant="filled"
        sx={{ width: '100%' }}
        slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
