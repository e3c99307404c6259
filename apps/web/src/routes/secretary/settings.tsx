import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { eventSettingsInputSchema, type EventSettings, type LegalKind } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { markdownSx } from '../../features/legal/components/legal-page';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { legalQuery, legalVersionsQuery, usePublishLegal } from '../../features/legal/api';
import { settingsQuery, useUpdateSettings } from '../../features/settings/api';
import { useToast } from '../../components/toast/toast-provider';
import { useErrorMessage } from '../../lib/errors';
import { applyServerFieldErrors, bindField, validateWith } from '../../lib/forms';
import { formatDate, formatDateTime } from '../../lib/format';
import { Markdown } from '../../lib/markdown';

interface SettingsForm {
  name: string;
  shortName: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  contactEmail: string;
}

function formFor(settings: EventSettings): SettingsForm {
  return {
    name: settings.name,
    shortName: settings.shortName,
    startDate: settings.startDate ?? '',
    endDate: settings.endDate ?? '',
    venue: settings.venue ?? '',
    city: settings.city ?? '',
    contactEmail: settings.contactEmail ?? '',
  };
}

function EventForm({ settings }: { settings: EventSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useUpdateSettings();
  const form = useForm<SettingsForm>({ defaultValues: formFor(settings) });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = validateWith(
      eventSettingsInputSchema,
      { ...values, startDate: values.startDate || null, endDate: values.endDate || null },
      form.setError,
    );
    if (!input) return;
    try {
      const saved = await update.mutateAsync(input);
      form.reset(formFor(saved));
      toast.success(t('settings.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) toast.error(errorMessage(error));
    }
  });

  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <Card variant="outlined" component="section" aria-labelledby="event-form-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="event-form-title" gutterBottom>
          {t('settings.eventTitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <TextField label={t('settings.fields.name')} {...bindField(form, 'name')} />
              <TextField label={t('settings.fields.shortName')} {...bindField(form, 'shortName')} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={t('settings.fields.startDate')} {...dateProps} {...bindField(form, 'startDate')} />
              <TextField label={t('settings.fields.endDate')} {...dateProps} {...bindField(form, 'endDate')} />
              <TextField label={t('settings.fields.venue')} {...bindField(form, 'venue')} />
              <TextField label={t('settings.fields.city')} {...bindField(form, 'city')} />
            </Box>
            <TextField label={t('settings.fields.contactEmail')} type="email" {...bindField(form, 'contactEmail')} />
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('common.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function LegalEditor({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const current = useQuery(legalQuery(kind));
  const versions = useQuery(legalVersionsQuery(kind));
  const publish = usePublishLegal(kind);
  const [body, setBody] = useState('');
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null);
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const title = t(kind === 'tyc' ? 'routes.tyc' : 'routes.privacy');

  // The editor starts from the current text (once per version).
  useEffect(() => {
    if (current.data && current.data.version !== loadedVersion) {
      setBody(current.data.body);
      setLoadedVersion(current.data.version);
    }
  }, [current.data, loadedVersion]);

  const nextVersion = (current.data?.version ?? 0) + 1;

  const doPublish = async () => {
    setConfirming(false);
    try {
      const published = await publish.mutateAsync(body);
      toast.success(t('settings.legal.published', { version: published.version }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const earlier = (versions.data ?? []).filter((v) => v.version !== current.data?.version).sort((a, b) => b.version - a.version);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`legal-editor-${kind}`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {current.isPending
            ? t('common.loading')
            : current.data
              ? t('legal.version', { version: current.data.version, date: formatDate(current.data.publishedAt) })
              : t('legal.notPublished')}
        </Typography>
        {current.isError && <QueryError error={current.error} onRetry={() => void current.refetch()} />}
        <Stack spacing={2}>
          {preview ? (
            <Box sx={{ ...markdownSx, border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minHeight: 200 }}>
              {body.trim() ? <Markdown source={body} /> : <Typography color="text.secondary">{t('settings.legal.empty')}</Typography>}
            </Box>
          ) : (
            <TextField
              label={t(kind === 'tyc' ? 'settings.legal.tycLabel' : 'settings.legal.privacyLabel')}
              multiline
              minRows={10}
              maxRows={30}
              value={body}
              onChange={(e) => {
                setBody(e.target.value);
                setProblem(null);
              }}
              error={Boolean(problem)}
              helperText={problem ?? t('settings.legal.help')}
              slotProps={{ htmlInput: { style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } } }}
            />
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setPreview((p) => !p)}>{preview ? t('settings.legal.edit') : t('settings.legal.preview')}</Button>
            <Button
              variant="contained"
              disabled={publish.isPending}
              onClick={() => {
                if (!body.trim()) setProblem(t('validation.required'));
                else setConfirming(true);
              }}
            >
              {t('settings.legal.publish')}
            </Button>
          </Stack>
          {earlier.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('settings.legal.earlier')}
              </Typography>
              {earlier.map((version) => (
                <Accordion key={version.version} disableGutters variant="outlined">
                  <AccordionSummary expandIcon={<ExpandMore />}>
                    {t('legal.version', { version: version.version, date: formatDateTime(version.publishedAt) })}
                  </AccordionSummary>
                  <AccordionDetails sx={markdownSx}>
                    <Markdown source={version.body} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          )}
          {versions.isError && <Alert severity="warning">{errorMessage(versions.error)}</Alert>}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('settings.legal.confirmTitle', { version: nextVersion })}
        body={t('settings.legal.confirmBody')}
        confirmLabel={t('settings.legal.publish')}
        onConfirm={() => void doPublish()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/** /secretary/settings: event settings and the versioned legal texts. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('routes.secretarySettings')} subtitle={t('settings.subtitle')} />
      <Stack spacing={3}>
        {settings.isPending ? (
          <Loading />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <EventForm key={settings.data.updatedAt} settings={settings.data} />
        )}
        <LegalEditor kind="tyc" />
        <LegalEditor kind="privacy" />
      </Stack>
    </Box>
  );
}
