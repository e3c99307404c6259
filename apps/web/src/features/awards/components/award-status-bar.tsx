import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CommissionAwards } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { useAwardStatus } from '../api';

type Change = 'lock' | 'unlock' | 'publish';

/** Where the commission's awards stand, and «Bloquear premios» (chair) or «Desbloquear» / «Publicar» (Gestor). */
export function AwardStatusBar({ view, isGestor }: { view: CommissionAwards; isGestor: boolean }) {
  const { t } = useTranslation();
  const change = useAwardStatus(view.commissionId);
  const submit = useSubmit(null);
  const [asking, setAsking] = useState<Change | null>(null);
  const run = async (what: Change) => {
    await submit.run(async () => {
      await change.mutateAsync(what);
      return t(`awards.status.done.${what}`);
    });
    setAsking(null);
  };
  const state = view.publishedAt ? 'published' : view.lockedAt ? 'locked' : 'open';
  const when = formatDateTime(view.publishedAt ?? view.lockedAt);

  return (
    <Stack spacing={2}>
      <Alert severity={state === 'open' ? 'info' : 'success'} role="status" data-testid="awards-status">
        {t(`awards.status.${state}`, { when })}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {state === 'open' && (
          <Button variant="contained" startIcon={<LockOutlined />} onClick={() => setAsking('lock')}>
            {t('awards.status.lock')}
          </Button>
        )}
        {state === 'locked' && isGestor && (
          <>
            <Button variant="outlined" startIcon={<LockOpenOutlined />} disabled={submit.busy} onClick={() => void run('unlock')}>
              {t('awards.status.unlock')}
            </Button>
            <Button variant="contained" startIcon={<PublicOutlined />} onClick={() => setAsking('publish')}>
              {t('awards.status.publish')}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`awards.status.confirm.${asking}.title`) : ''}
        body={asking ? t(`awards.status.confirm.${asking}.body`) : ''}
        confirmLabel={asking ? t(`awards.status.${asking}`) : ''}
        busy={submit.busy}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
