import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { undoQueueQuery } from '../api';
import { useConsole } from '../use-console';

/**
 * «Deshacer: …»: names the action the undo reverts, with the actions before it (the next undos), newest first, in
 * the acta's words; nothing to confirm when no action can be undone from here.
 */
export function UndoDialog({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { commissionId, state } = useConsole();
  const queue = useQuery({ ...undoQueueQuery(commissionId, state.lastSequence), enabled: open });
  const actions = queue.data?.actions ?? [];
  const next = actions[0];
  const details = queue.data && (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {actions.length ? t('sessionConsole.undo.latest') : t('sessionConsole.undo.nothing')}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ pl: 3, my: 0.5 }} data-testid="undo-queue">
        {actions.map((a, i) => (
          <li key={a.sequence} style={i === 0 ? { fontWeight: 600 } : undefined}>
            {a.description}
          </li>
        ))}
      </Typography>
    </>
  );
  return (
    <ConfirmDialog
      open={open}
      title={next ? t('sessionConsole.undo.titleNamed', { action: next.description }) : t('sessionConsole.undo.title')}
      body={t('sessionConsole.undo.body')}
      details={details}
      confirmLabel={t('sessionConsole.undo.confirm')}
      busy={!next}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
