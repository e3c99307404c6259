import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Country, DELEGATION_KINDS, type Delegation, type DelegationKind } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { SelectField } from '../../components/select-field';
import { commissionQuery } from '../../features/commissions/api';
import {
  countriesQuery,
  delegationsQuery,
  useAddDelegation,
  useRemoveDelegation,
  useReorderDelegations,
  useUpdateDelegation,
} from '../../features/delegations/api';
import { CountryPicker } from '../../features/delegations/components/country-picker';
import { Flag } from '../../features/delegations/components/flag';
import { useToast } from '../../components/toast/toast-provider';
import { isApiError } from '../../lib/api';
import { useErrorMessage } from '../../lib/errors';

/** /president/add/delegation/:id (Delegaciones): the commission's seats — add, mark, reorder, remove. */
export default function PresidentDelegationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const delegations = useQuery(delegationsQuery(id));
  const countries = useQuery(countriesQuery());
  const add = useAddDelegation(id);
  const toast = useToast();
  const errorMessage = useErrorMessage();

  const title = t('routes.presidentDelegations');
  if (delegations.isPending) return <Loading />;
  if (delegations.isError)
    return (
      <Box>
        <PageHeader title={title} />
        <QueryError error={delegations.error} onRetry={() => void delegations.refetch()} />
      </Box>
    );

  const rows = delegations.data;
  const capacity = commission.data?.capacity;
  const taken = new Set(rows.map((d) => d.isoCode).filter((c): c is string => !!c));

  const addCountries = async (chosen: Country[]) => {
    let done = 0;
    for (const c of chosen) {
      try {
        await add.mutateAsync({ name: c.name, isoCode: c.code, kind: c.status === 'observer' ? 'observador' : 'miembro' });
        done += 1;
      } catch (error) {
        toast.error(`${c.name}: ${errorMessage(error)}`);
        break;
      }
    }
    if (done) toast.success(t('chairArea.delegations.added', { count: done }));
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={title}
        subtitle={
          commission.data &&
          t('chairArea.delegations.subtitle', { name: commission.data.name, count: rows.length, capacity: commission.data.capacity })
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="seated-title">
          <Typography variant="h6" component="h2" id="seated-title" gutterBottom>
            {t('chairArea.delegations.listTitle')}
          </Typography>
          {rows.length ? (
            <DelegationList commissionId={id} rows={rows} />
          ) : (
            <Alert severity="info">{t('chairArea.delegations.empty')}</Alert>
          )}
        </Box>
        <Stack spacing={3}>
          <Card variant="outlined" component="section" aria-labelledby="picker-title">
            <CardContent>
              <Typography variant="h6" component="h2" id="picker-title" gutterBottom>
                {t('chairArea.delegations.picker.title')}
              </Typography>
              {capacity !== undefined && rows.length >= capacity && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('errors.COMMISSION_FULL')}
                </Alert>
              )}
              {countries.isPending && <Loading />}
              {countries.isError && <QueryError error={countries.error} onRetry={() => void countries.refetch()} />}
              {countries.data && (
                <CountryPicker countries={countries.data} taken={taken} busy={add.isPending} onAdd={(c) => void addCountries(c)} />
              )}
            </CardContent>
          </Card>
          <CustomDelegationForm commissionId={id} />
        </Stack>
      </Box>
    </Box>
  );
}

function CustomDelegationForm({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const add = useAddDelegation(commissionId);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DelegationKind>('ong');
  const [veto, setVeto] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('validation.required'));
      return;
    }
    try {
      const created = await add.mutateAsync({ name: name.trim(), kind, veto: kind === 'miembro' && veto });
      toast.success(t('chairArea.delegations.addedOne', { name: created.name }));
      setName('');
      setVeto(false);
      setError(null);
    } catch (e) {
      setError(isApiError(e, 'VALIDATION') && e.fields?.name ? e.fields.name : errorMessage(e));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="custom-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="custom-title" gutterBottom>
          {t('chairArea.delegations.custom.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('chairArea.delegations.custom.hint')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('chairArea.delegations.custom.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            required
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <SelectField
            label={t('chairArea.delegations.fields.kind')}
            value={kind}
            onChange={(v) => setKind(v as DelegationKind)}
            options={DELEGATION_KINDS.map((k) => ({ value: k, label: t(`chairArea.delegations.kinds.${k}`) }))}
          />
          {kind === 'miembro' && (
            <FormControlLabel
              control={<Checkbox checked={veto} onChange={(e) => setVeto(e.target.checked)} />}
              label={t('chairArea.delegations.fields.veto')}
            />
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={add.isPending}>
              {t('chairArea.delegations.custom.submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function DelegationList({ commissionId, rows }: { commissionId: string; rows: Delegation[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const reorder = useReorderDelegations(commissionId);
  const update = useUpdateDelegation(commissionId);
  const remove = useRemoveDelegation(commissionId);
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
    const name = removing.name;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(t('chairArea.delegations.removed', { name })),
      onError: (e) => toast.error(errorMessage(e)),
      onSettled: () => setRemoving(null),
    });
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
                {d.kind !== 'miembro' && <Chip size="small" variant="outlined" label={t(`chairArea.delegations.kinds.${d.kind}`)} />}
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
                options={DELEGATION_KINDS.map((k) => ({ value: k, label: t(`chairArea.delegations.kinds.${k}`) }))}
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
