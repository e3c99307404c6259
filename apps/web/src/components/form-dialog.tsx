import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  title: ReactNode;
  /** The submit button's label (e.g. "Guardar"). */
  submitLabel: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** A failure of the last submit, shown above the fields. */
  failure?: string | null;
  /** While true the submit button is disabled. */
  busy?: boolean;
  /** Open by default: the page mounts the dialog when it is wanted. */
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Buttons before Cancel (e.g. a secondary action). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** A dialog around a form: title, failure alert, the fields, Cancel and a submit button that waits while busy. */
export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  failure,
  busy = false,
  open = true,
  maxWidth = 'sm',
  extraActions,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {extraActions}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
