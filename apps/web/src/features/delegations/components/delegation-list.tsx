import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DELEGATION_KINDS, type Delegation, type DelegationKind } from '@quorum/shared';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { isApiError } from '../../../lib/api';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useSubmit } from '../../../components/use-submit';
import { useErrorMessage } from '../../../lib/errors';
import { useRemoveDelegation, useReorderDelegations, useUpdateDelegation } from '../api';
import { Flag } from './flag';

/** The commission's delegations in order: kind, veto, move up/down, remove. */
export function DelegationList({ commissionId, rows }: { commissionId: string; rows: Delegation[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const reorder = useReorderDelegations(commissionId);
  const update = useUpdateDelegation(commissionId);
  const remove = useRemoveDelegation(commissionId);
  const submit = useSubmit();
  const [removing, setRemoving] = useState<Delegation | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((d) => d.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    const key = `${ids[target]}:${by}`;
    reorder.mutate(ids, { onError: (e) => toast.error(errorMessage(e)) });
    // Moving a row moves its DOM node, which drops the focus: give it back to the same button
    // (or to the other arrow when the row reached an end).
    requestAnimationFrame(() => {
      const button = buttons.current.get(key);
      const other = buttons.current.get(`${ids[target]}:${-by}`);
      (button && !button.disabled ? button : other)?.focus();
    });
  };
  const change = (d: Delegation, changes: { kind?: DelegationKind; veto?: boolean }) =>
    update.mutate(
      { id: d.id, changes },
      { onError: (e) => toast.error(isApiError(e, 'VALIDATION') && e.fields ? Object.values(e.fields).join(' ') : errorMessage(e)) },
    );
  const confirmRemove = () => {
    if (!removing) return;
    const { id, name } = removing;
    void submit
      .run(async () => {
        await remove.mutateAsync(id);
        return t('chairArea.delegations.removed', { name });
      })
      .then(() => setRemoving(null));
  };

  return (
    <>
      <Paper variant="outlined" component="ol" aria-label={t('chairArea.delegations.listTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((d, i) => (
          <Box
            component="li"
            key={d.id}
            data-testid="delegation-row"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderTop: i ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ width: 28, textAlign: 'right', color: 'text.secondary' }} aria-hidden>
              {i + 1}
            </Typography>
            <Flag code={d.isoCode} />
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{d.name}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                {d.kind !== 'miembro' && <Chip size="small" variant="outlined" label={t(`delegationKinds.${d.kind}`)} />}
                {d.veto && <Chip size="small" color="primary" label={t('chairArea.delegations.vetoChip')} />}
                <Typography variant="body2" color="text.secondary" component="span">
                  {t('chairArea.delegations.delegates', { count: d.delegateCount })}
                </Typography>
              </Stack>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <SelectField
                size="small"
                label={t('chairArea.delegations.fields.kindOf', { name: d.name })}
                value={d.kind}
                onChange={(v) => change(d, { kind: v as DelegationKind, ...(v !== 'miembro' ? { veto: false } : {}) })}
                options={DELEGATION_KINDS.map((k) => ({ value: k, label: t(`delegationKinds.${k}`) }))}
                sx={{ width: 150 }}
              />
              <Tooltip title={t('chairArea.delegations.fields.vetoOf', { name: d.name })}>
                <span>
                  <Checkbox
                    checked={d.veto}
                    disabled={d.kind !== 'miembro'}
                    onChange={(e) => change(d, { veto: e.target.checked })}
                    slotProps={{ input: { 'aria-label': t('chairArea.delegations.fields.vetoOf', { name: d.name }) } }}
                  />
                </span>
              </Tooltip>
              <IconButton
                aria-label={t('chairArea.delegations.moveUp', { name: d.name })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                ref={(el) => {
                  buttons.current.set(`${d.id}:-1`, el);
                }}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                aria-label={t('chairArea.delegations.moveDown', { name: d.name })}
                disabled={i === rows.length - 1}
                onClick={() => move(i, 1)}
                ref={(el) => {
                  buttons.current.set(`${d.id}:1`, el);
                }}
              >
                <ArrowDownward />
              </IconButton>
              <Tooltip
                title={
                  d.delegateCount
                    ? t('chairArea.delegations.cannotRemove', { count: d.delegateCount })
                    : t('chairArea.delegations.remove', { name: d.name })
                }
              >
                <span>
                  <IconButton
                    aria-label={t('chairArea.delegations.remove', { name: d.name })}
                    disabled={d.delegateCount > 0}
                    onClick={() => setRemoving(d)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Box>
        ))}
      </Paper>
      <ConfirmDialog
        open={removing !== null}
        title={t('chairArea.delegations.confirmTitle')}
        body={t('chairArea.delegations.confirmBody', { name: removing?.name ?? '' })}
        confirmLabel={t('chairArea.delegations.confirmRemove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
