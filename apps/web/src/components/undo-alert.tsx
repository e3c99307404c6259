import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface Props {
  /** What was just done («“Acta 1” está en la papelera.»). */
  children: ReactNode;
  undoLabel: string;
  onUndo: () => void;
  onClose: () => void;
}

/** The notice after something went to the trash, with the button that brings it back. */
export function UndoAlert({ children, undoLabel, onUndo, onClose }: Props) {
  return (
    <Alert
      severity="info"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" onClick={onUndo}>
          {undoLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
