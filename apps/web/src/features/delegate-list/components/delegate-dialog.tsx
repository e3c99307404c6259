import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import { FormField } from '../../../components/form-field';
import Typography from '@mui/material/Typography';
import { type Commission, DELEGATE_STATUSES, type Delegate, type DelegatePatchInput } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DelegatePersonalFields } from '../../../components/delegate-personal-fields';
import { FormSelect } from '../../../components/form-fields';
import { Loading, QueryError } from '../../../components/query-state';
import { type PersonalFormValues, personalFormValues } from '../../../lib/forms';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useToast } from '../../../components/toast/toast-provider';
import { delegateQuery, personalDataUrl, useEraseDelegate, useRenewPersonalCode, useUpdateDelegate } from '../api';
import { useSubmit } from '../../../components/use-submit';

interface DelegateForm extends PersonalFormValues {
  status: string;
  commissionId: string;
  notes: string;
}

function formFor(d: Delegate): DelegateForm {
  return {
    ...personalFormValues(d),
    status: d.status,
    commissionId: d.commissionId ?? '',
    notes: d.notes,
  };
}

/** The request body of the form's values. */
function patchOf(values: DelegateForm): DelegatePatchInput {
  return {
    ...values,
    documentType: values.documentType as DelegatePatchInput['documentType'],
    status: values.status as DelegatePatchInput['status'],
    commissionId: values.commissionId || null,
  };
}

interface Props {
  id: string;
  commissions: Commission[];
  delegationName: string | null;
  onClose: () => void;
}

/** A delegate's record: every field, the edit form, and the privacy tools (export, erase). */
export function DelegateDialog({ id, commissions, delegationName, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const delegate = useQuery(delegateQuery(id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>
        {delegate.data
          ? t('delegateList.dialog.title', { name: `${delegate.data.firstNames} ${delegate.data.lastNames}` })
          : t('common.loading')}
      </DialogTitle>
      {delegate.isPending ? (
        <DialogContent>
          <Loading />
        </DialogContent>
      ) : delegate.isError ? (
        <DialogContent>
          <QueryError error={delegate.error} onRetry={() => void delegate.refetch()} />
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </DialogContent>
      ) : (
        <DelegateEditor
          key={delegate.data.updatedAt}
          delegate={delegate.data}
          commissions={commissions}
          delegationName={delegationName}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function DelegateEditor({
  delegate,
  commissions,
  delegationName,
  onClose,
}: {
  delegate: Delegate;
  commissions: Commission[];
  delegationName: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const _toast = useToast();
  const update = useUpdateDelegate();
  const [erasing, setErasing] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const form = useSchemaForm<DelegateForm, unknown>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.delegatePatchSchema),
    defaultValues: formFor(delegate),
    toPayload: patchOf,
  });
  const submit = useSubmit(form, { failureIn: 'form', serverWords: 'any', fieldCodes: { DELEGATE_DUPLICATE: 'documentNumber' } });
  const failure = submit.failure;

  // Checked with the shared delegatePatchSchema; the patch is sent as the form holds it (the server checks it again).
  const onSubmit = form.handleSubmit(async () => {
    const done = await submit.run(async () => {
      await update.mutateAsync({ id: delegate.id, patch: patchOf(form.getValues()) });
      return t('delegateList.dialog.saved');
    });
    if (done) onClose();
  });

  const select = (name: Path<DelegateForm>, label: string, options: { value: string; label: string }[], helper?: string) => (
    <FormSelect control={form.control} name={name} label={label} options={options} helperText={helper} />
  );
  const activeCommissions = commissions.filter((c) => !c.archived || c.id === delegate.commissionId);
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  const info = (label: string, value: string) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Typography variant="h6" component="h3">
              {t('delegateList.dialog.personal')}
            </Typography>
            <DelegatePersonalFields control={form.control} />
            <Typography variant="h6" component="h3">
              {t('delegateList.dialog.assignment')}
            </Typography>
            <Box sx={grid}>
              {select(
                'status',
                t('delegateList.dialog.status'),
                DELEGATE_STATUSES.map((s) => ({ value: s, label: t(`delegateStatus.${s}`) })),
              )}
              {select(
                'commissionId',
                t('delegateList.dialog.commission'),
                [{ value: '', label: t('delegateList.noCommission') }, ...activeCommissions.map((c) => ({ value: c.id, label: c.name }))],
                t('delegateList.dialog.commissionHelp'),
              )}
              {info(t('delegateList.dialog.delegation'), delegationName ?? t('delegateList.dialog.none'))}
              {info(t('delegateList.dialog.source'), t(`delegateList.source.${delegate.source}`))}
            </Box>
            <FormField control={form.control} name="notes" label={t('delegateList.dialog.notes')} multiline minRows={2} />
            <Box sx={grid}>
              {info(t('delegateList.dialog.code'), delegate.personalCode)}
              {info(t('delegateList.dialog.createdAt'), formatDateTime(delegate.createdAt))}
              {info(t('delegateList.dialog.verifiedAt'), formatDateTime(delegate.verifiedAt))}
              {info(t('delegateList.dialog.checkedInAt'), formatDateTime(delegate.checkedInAt))}
              {info(
                t('delegateList.dialog.consent'),
                delegate.consentAt
                  ? t('delegateList.dialog.consentValue', {
                      terms: delegate.consentTermsVersion ?? '—',
                      privacy: delegate.consentPrivacyVersion ?? '—',
                      at: formatDate(delegate.consentAt),
                    })
                  : t('delegateList.dialog.none'),
              )}
            </Box>
            <Divider />
            <Typography variant="h6" component="h3">
              {t('delegateList.privacy.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('delegateList.privacy.help')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" href={personalDataUrl(delegate.id)} download>
                {t('delegateList.privacy.download')}
              </Button>
              <Button variant="outlined" onClick={() => setRenewing(true)}>
                {t('delegateList.privacy.renewCode')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setErasing(true)}>
                {t('delegateList.privacy.erase')}
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
      {renewing && <RenewCodeDialog delegate={delegate} onClose={() => setRenewing(false)} />}
      {erasing && <EraseDialog delegate={delegate} onClose={() => setErasing(false)} onErased={onClose} />}
    </>
  );
}

/** Asks before giving the delegate a new personal code: the old one and its link stop working at once. */
function RenewCodeDialog({ delegate, onClose }: { delegate: Delegate; onClose: () => void }) {
  const { t } = useTranslation();
  const renew = useRenewPersonalCode();
  const submit = useSubmit(null, { failureIn: 'form', serverWords: 'any' });
  const id = useId();
  const name = `${delegate.firstNames} ${delegate.lastNames}`;

  const onRenew = async () => {
    const done = await submit.run(async () => {
      await renew.mutateAsync(delegate.id);
      return t('delegateList.privacy.renewed', { email: delegate.email });
    });
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <DialogTitle id={`${id}-title`}>{t('delegateList.privacy.renewTitle', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={`${id}-body`}>
            {t('delegateList.privacy.renewBody', { code: delegate.personalCode, email: delegate.email })}
          </DialogContentText>
          {submit.failure && (
            <Alert severity="error" role="alert">
              {submit.failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void onRenew()} disabled={renew.isPending}>
          {t('delegateList.privacy.renewCode')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EraseDialog({ delegate, onClose, onErased }: { delegate: Delegate; onClose: () => void; onErased: () => void }) {
  const { t } = useTranslation();
  const erase = useEraseDelegate();
  const submit = useSubmit(null, { failureIn: 'form', serverWords: 'any' });
  const failure = submit.failure;
  const id = useId();
  const [confirm, setConfirm] = useState('');
  const matches = confirm.trim().toUpperCase() === delegate.documentNumber;
  const name = `${delegate.firstNames} ${delegate.lastNames}`;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    const done = await submit.run(async () => {
      await erase.mutateAsync({ id: delegate.id, confirm });
      return t('delegateList.privacy.erased');
    });
    if (done) {
      onClose();
      onErased();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{t('delegateList.privacy.eraseTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-body`}>
              {t('delegateList.privacy.eraseBody', { document: delegate.documentNumber })}
            </DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={t('delegateList.privacy.eraseConfirm')}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoFocus
              autoComplete="off"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!matches || erase.isPending}>
            {t('delegateList.privacy.erase')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
