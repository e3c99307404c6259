import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors';
import type { ConsoleAction } from '../use-console';

interface Props<A extends ConsoleAction> {
  refused: readonly A[];
  repeat: (action: A) => void;
  dismiss: (actionId: string) => void;
}

/** The actions the server refused (nothing changed), each with its message, «Repetir» and «Descartar». */
export function RefusedActions<A extends ConsoleAction>({ refused, repeat, dismiss }: Props<A>) {
  const { t } = useTranslation();
  const message = useErrorMessage('any');
  if (refused.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {refused.map((action) => (
        <Alert
          key={action.actionId}
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => repeat(action)}>
                {t('sessionConsole.refused.repeat')}
              </Button>
              <Button color="inherit" size="small" onClick={() => dismiss(action.actionId)}>
                {t('sessionConsole.refused.dismiss')}
              </Button>
            </Stack>
          }
        >
          {message(action.error)}
        </Alert>
      ))}
    </Stack>
  );
}
