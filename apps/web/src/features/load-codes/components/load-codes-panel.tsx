import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type LoadCode, MAX_LOAD_ROWS } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InlineForm } from '../../../components/inline-form';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { type Column, QueryTable } from '../../../components/simple-table';
import { useSubmit } from '../../../components/use-submit';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../components/toast/toast-provider';
import { LoadHistoryTable } from './load-history-table';
import { loadCodesQuery, loadLink, useCreateLoadCode, useRevokeLoadCode } from '../api';

/** yyyy-MM-ddTHH:mm in local time, for a datetime-local input. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const STATUS_COLOR = { activo: 'success', caducado: 'default', anulado: 'error' } as const;

/** Gestor: load codes for institutions (create, copy the /load link, revoke) and the history of loads. */
export function LoadCodesPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const revokeSubmit = useSubmit();
  const errorMessage = useErrorMessage();
  const codes = useQuery(loadCodesQuery);
  const create = useCreateLoadCode();
  const revoke = useRevokeLoadCode();
  const headingId = useId();
  const [institution, setInstitution] = useState('');
  const [quota, setQuota] = useState('50');
  const [expiresAt, setExpiresAt] = useState(() => localInput(new Date(Date.now() + 14 * 86_400_000)));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<LoadCode | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setFailure(null);
    const expiry = new Date(expiresAt);
    try {
      await create.mutateAsync({
        institution,
        quota: parseInteger(quota) ?? 0,
        expiresAt: Number.isNaN(expiry.getTime()) ? '' : expiry.toISOString(),
      });
      toast.success(t('loadCodes.created'));
      setInstitution('');
    } catch (error) {
      if (isApiError(error, 'VALIDATION') && error.fields) setFields(error.fields);
      else setFailure(errorMessage(error));
    }
  };

  /** A required field's server error, shown under it. */
  const check = (name: string) => ({ error: Boolean(fields[name]), helperText: fields[name], required: true });

  const copy = async (code: LoadCode) => {
    try {
      await navigator.clipboard.writeText(loadLink(code.code));
      toast.success(t('loadCodes.copied'));
    } catch {
      toast.error(loadLink(code.code));
    }
  };

  const columns: Column<LoadCode>[] = [
    { key: 'institution', header: t('loadCodes.institution'), cell: (c) => c.institution },
    {
      key: 'code',
      header: t('loadCodes.code'),
      cell: (c) => (
        <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }} data-testid="load-code">
          {c.code}
        </Box>
      ),
    },
    { key: 'loaded', header: t('loadCodes.loaded'), cell: (c) => `${c.loaded} / ${c.quota}` },
    { key: 'expiresAt', header: t('loadCodes.expiresAt'), cell: (c) => formatDateTime(c.expiresAt) },
    {
      key: 'status',
      header: t('loadCodes.status'),
      cell: (c) => (
        <Chip
          size="small"
          color={STATUS_COLOR[c.status]}
          label={t(`loadCodes.status${c.status.charAt(0).toUpperCase()}${c.status.slice(1)}` as 'loadCodes.statusActivo')}
        />
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (c) => (
        <>
          <Tooltip title={loadLink(c.code)}>
            <IconButton aria-label={t('loadCodes.copy', { institution: c.institution })} onClick={() => void copy(c)}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
          {c.status === 'activo' && (
            <Button
              color="error"
              size="small"
              aria-label={t('loadCodes.revokeLabel', { institution: c.institution })}
              onClick={() => setToRevoke(c)}
            >
              {t('loadCodes.revoke')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack spacing={3} component="section" aria-labelledby={headingId}>
      <Box>
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          {t('loadCodes.title')}
        </Typography>
        <Typography color="text.secondary">{t('loadCodes.intro')}</Typography>
      </Box>

      <InlineForm onSubmit={submit} submitLabel={t('loadCodes.create')} busy={create.isPending} failure={failure} gap={2}>
        <TextField
          label={t('loadCodes.institution')}
          value={institution}
          onChange={(e) => setInstitution(e.target.value)}
          {...check('institution')}
          sx={{ flex: '2 1 240px' }}
        />
        <IntegerField
          label={t('loadCodes.quota')}
          value={quota}
          onChange={(e) => setQuota(e.target.value)}
          {...check('quota')}
          slotProps={{ htmlInput: { min: 1, max: MAX_LOAD_ROWS } }}
          sx={{ flex: '1 1 120px' }}
        />
        <TextField
          label={t('loadCodes.expiresAt')}
          type="datetime-local"
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
          {...check('expiresAt')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 220px' }}
        />
      </InlineForm>

      <Part title={t('loadCodes.list')}>
        <QueryTable
          query={codes}
          size="small"
          label={t('loadCodes.list')}
          columns={columns}
          rowKey={(c) => c.id}
          emptyText={t('loadCodes.none')}
        />
      </Part>

      <Part title={t('loadCodes.history')}>
        <LoadHistoryTable />
      </Part>

      <ConfirmDialog
        open={toRevoke !== null}
        title={t('loadCodes.revokeTitle')}
        body={t('loadCodes.revokeBody')}
        confirmLabel={t('loadCodes.revoke')}
        busy={revoke.isPending}
        onClose={() => setToRevoke(null)}
        onConfirm={async () => {
          if (!toRevoke) return;
          await revokeSubmit.run(async () => {
            await revoke.mutateAsync(toRevoke.id);
            return t('loadCodes.revoked');
          });
          setToRevoke(null);
        }}
      />
    </Stack>
  );
}

/** A titled part of the panel. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
