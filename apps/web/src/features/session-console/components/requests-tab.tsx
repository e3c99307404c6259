import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueueItem } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { QueryView } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { requestLabel } from '../../../lib/request-label';
import { requestQueueQuery } from '../api';
import { useConsole, useConsoleHeard } from '../use-console';

/** The longest reason a ruling takes (the server's rule says the same). */
const REASON_MAX = 200;

/** Asks the reason before ruling a request out of order: its authors read it on their phones. */
function RuleOutDialog({ item, request, onClose }: { item: QueueItem; request: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const [reason, setReason] = useState('');
  const ready = reason.trim().length > 0;
  return (
    <FormDialog
      title={t('sessionConsoleLater.requests.ruleOutOf', { request, name: item.by.name })}
      submitLabel={t('sessionConsoleLater.requests.confirm')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        send({ type: 'request.rule_out', requestId: item.requestId, reason: reason.trim() });
        onClose();
      }}
      onClose={onClose}
      busy={!ready}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        required
        multiline
        minRows={2}
        label={t('sessionConsoleLater.requests.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}

/** One item of the queue: what is asked, by whom and who supports it; to the floor, or out of order. */
function QueueEntry({ item, onRuleOut }: { item: QueueItem; onRuleOut: () => void }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const request = requestLabel(t, item);
  const action = t(`sessionConsoleLater.requests.accept.${item.kind}`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="request-item">
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{request}</Typography>
      <Typography variant="body2">{item.by.name}</Typography>
      {item.supporters.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('sessionConsoleLater.requests.supporters', { names: item.supporters.map((s) => s.name).join(', ') })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          aria-label={t('sessionConsoleLater.requests.acceptOf', { action, request, name: item.by.name })}
          onClick={() => send({ type: 'request.accept', requestId: item.requestId })}
        >
          {action}
        </Button>
        <Button size="small" variant="outlined" color="warning" onClick={onRuleOut}>
          {t('sessionConsoleLater.requests.ruleOut')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * «Solicitudes»: what the delegations ask for from their phones (decision 037), in the order the chair hears it —
 * points, motions by precedence, rights of reply, the floor — identical motions as one item with their supporters;
 * one tap puts an item to the floor (or grants it), another rules it out of order with a reason.
 */
export function RequestsTab() {
  const { t } = useTranslation();
  const { commissionId, state } = useConsole();
  const { requestsHeard } = useConsoleHeard();
  const queue = useQuery(requestQueueQuery(commissionId, state.version, requestsHeard));
  const [ruling, setRuling] = useState<QueueItem | null>(null);
  return (
    <QueryView query={queue} empty={t('sessionConsoleLater.requests.empty')} isEmpty={(data) => data.items.length === 0}>
      {({ items }) => (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('sessionConsoleLater.requests.title')}>
          {items.map((item) => (
            <QueueEntry key={item.requestId} item={item} onRuleOut={() => setRuling(item)} />
          ))}
          {ruling && <RuleOutDialog item={ruling} request={requestLabel(t, ruling)} onClose={() => setRuling(null)} />}
        </Stack>
      )}
    </QueryView>
  );
}
