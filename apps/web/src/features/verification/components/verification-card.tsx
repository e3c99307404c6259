import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { FormField } from '../../../components/form-field';
import Typography from '@mui/material/Typography';
import { type CorrectableField, PERSONAL_FIELDS, roomPassPath, type VerificationCorrection, type VerificationView } from '@quorum/shared';
import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentLinks } from '../../../components/document-links';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/toast-provider';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useConfirmData, useCorrectData } from '../api';

type CorrectionForm = Record<CorrectableField, string>;

/** The shared rules of the personal fields, loaded after the first paint (decision 027). */
const schema = () => import('../../../lib/public-schemas').then(({ delegatePersonalObject }) => delegatePersonalObject.partial());

/** The date field's label stays above it (the browser draws its own placeholder). */
const DATE_PROPS = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** A delegate's own data on /verificator: read, correct the allowed fields, confirm. */
export function VerificationCard({ code, view }: { code: string; view: VerificationView }) {
  const { t } = useTranslation();
  const toast = useToast();
  // A refused request says which limit and for how long (the server's Spanish words).
  const errorMessage = useErrorMessage(['RATE_LIMITED']);
  const correct = useCorrectData(code);
  const confirm = useConfirmData(code);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const allowed = view.correctableFields;
  const valuesOf = (v: VerificationView) => Object.fromEntries(allowed.map((f) => [f, v[f] ?? ''])) as CorrectionForm;
  /** The fields changed from the record: a value, or null when emptied. */
  const changesOf = (values: CorrectionForm): VerificationCorrection => {
    const changes: VerificationCorrection = {};
    for (const f of allowed) {
      if ((values[f] ?? '').trim() !== (view[f] ?? '')) changes[f] = values[f].trim() === '' ? null : values[f];
    }
    return changes;
  };
  // Field rules first in the browser, on the changes (the server checks the whole record again, guardian included).
  const form = useSchemaForm<CorrectionForm, unknown>({ schema, defaultValues: valuesOf(view), toPayload: changesOf });
  // Confirming with corrections typed but not saved would verify the old data.
  const unsaved = form.formState.isDirty;

  const save = form.handleSubmit(async () => {
    setFailure(null);
    // Sent as typed, as the schema has just checked it (the server checks it again).
    const changes = changesOf(form.getValues());
    if (Object.keys(changes).length === 0) {
      toast.show(t('publicDelegates.verificator.nothingChanged'), 'info');
      return;
    }
    try {
      const next = await correct.mutateAsync(changes);
      form.reset(valuesOf(next));
      toast.success(t('publicDelegates.verificator.saved'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      // The closing message carries the deadline.
      setFailure(isApiError(error, 'VERIFICATION_CLOSED') ? error.message : errorMessage(error));
    }
  });

  const doConfirm = async () => {
    setFailure(null);
    try {
      await confirm.mutateAsync();
      setConfirmed(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const value = (f: string) => {
    const v = view[f as keyof VerificationView] as string | null;
    if (f === 'birthDate') return formatDate(v);
    if (f === 'documentType' && v) return `${v} · ${t(`publicDelegates.documentTypes.${v as 'TI'}`)}`;
    return v || '—';
  };

  return (
    <Stack spacing={3}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h6" component="h2">
              {t('publicDelegates.verificator.yourData')}
            </Typography>
            <Chip
              label={t(`publicDelegates.statuses.${view.status}`)}
              color={view.verifiedAt ? 'success' : 'default'}
              size="small"
              data-testid="delegate-status"
            />
            {view.verifiedAt && (
              <Typography variant="body2" color="text.secondary">
                {t('publicDelegates.verificator.verifiedAt', { date: formatDateTime(view.verifiedAt) })}
              </Typography>
            )}
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500 },
            }}
          >
            {PERSONAL_FIELDS.map((f) => (
              <Box key={f} sx={{ display: 'contents' }}>
                <dt>{t(`publicDelegates.fields.${f as 'email'}`)}</dt>
                <dd>{value(f)}</dd>
              </Box>
            ))}
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('publicDelegates.verificator.assignment')}
          </Typography>
          {view.commissionName ? (
            <Typography>
              {t('publicDelegates.verificator.commission')}: <strong>{view.commissionName}</strong>
              {view.delegationName && (
                <>
                  {' · '}
                  {t('publicDelegates.verificator.delegation')}: <strong>{view.delegationName}</strong>
                </>
              )}
              {view.room && (
                <>
                  {' · '}
                  {t('publicDelegates.verificator.room')}: <strong>{view.room}</strong>
                </>
              )}
            </Typography>
          ) : (
            <Typography color="text.secondary">{t('publicDelegates.verificator.notAssigned')}</Typography>
          )}
          {view.commissionName && view.delegationName && (
            <Button component={RouterLink} to={roomPassPath(code)} variant="contained" sx={{ mt: 2 }}>
              {t('publicDelegates.verificator.enterRoom')}
            </Button>
          )}
          {view.awards.length > 0 && (
            <Box component="section" aria-labelledby="awards-title" data-testid="delegate-awards">
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" id="awards-title" sx={{ fontWeight: 700 }}>
                {t('awards.verificator.title')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {view.awards.map((a) => (
                  <li key={`${a.categoryName}-${a.commissionName}-${a.recipient}`}>
                    {a.delegationName
                      ? t('awards.verificator.ofDelegation', {
                          category: a.categoryName,
                          delegation: a.delegationName,
                          commission: a.commissionName,
                        })
                      : t('awards.verificator.own', { category: a.categoryName, commission: a.commissionName })}
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {view.documents.length > 0 && (
            <Box component="section" aria-labelledby="documents-title">
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" id="documents-title" sx={{ fontWeight: 700 }}>
                {t('publicDelegates.verificator.documents')}
              </Typography>
              <DocumentLinks documents={view.documents} label={t('publicDelegates.verificator.documents')} />
            </Box>
          )}
        </CardContent>
      </Card>

      <SectionCard title={t('publicDelegates.verificator.correctTitle')} region={false}>
        {view.canCorrect && allowed.length > 0 ? (
          <Box component="form" noValidate onSubmit={save}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {view.deadline
                ? t('publicDelegates.verificator.correctHelp', { deadline: formatDateTime(view.deadline) })
                : t('publicDelegates.verificator.correctHelpNoDeadline')}
            </Typography>
            <Stack spacing={2}>
              {allowed.map((f) => (
                <FormField
                  key={f}
                  control={form.control}
                  name={f}
                  label={t(`publicDelegates.fields.${f}`)}
                  {...(f === 'birthDate' ? DATE_PROPS : {})}
                />
              ))}
              <Box>
                <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
                  {t('publicDelegates.verificator.saveCorrections')}
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : (
          <Alert severity="info">{t('publicDelegates.verificator.correctClosed')}</Alert>
        )}
      </SectionCard>

      {view.verificationOpen && (
        <Box>
          {confirmed && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t('publicDelegates.verificator.confirmed')}
            </Alert>
          )}
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('publicDelegates.verificator.confirmHelp')}
          </Typography>
          {/* The button is never disabled without a reason next to it. */}
          {unsaved && (
            <Alert
              id="confirm-blocked"
              severity="warning"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => form.reset()}>
                  {t('publicDelegates.verificator.discardCorrections')}
                </Button>
              }
            >
              {t('publicDelegates.verificator.confirmNeedsSave')}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => void doConfirm()}
            disabled={confirm.isPending || unsaved}
            aria-describedby={unsaved ? 'confirm-blocked' : undefined}
          >
            {confirm.isPending ? t('publicDelegates.verificator.confirming') : t('publicDelegates.verificator.confirm')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
