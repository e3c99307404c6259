import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import type { LegalKind } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Markdown } from '../../../components/markdown-lazy';
import { QueryError } from '../../../components/query-state';
import { useSubmit } from '../../../components/use-submit';
import { useErrorMessage } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { legalQuery, legalVersionsQuery, usePublishLegal } from '../api';

/** A legal text's editor: Markdown with preview, publishing a new version, earlier versions. */
export function LegalEditor({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const submit = useSubmit();
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
    await submit.run(async () => {
      const published = await publish.mutateAsync(body);
      return t('settings.legal.published', { version: published.version });
    });
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
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minHeight: 200 }}>
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
                  <AccordionDetails>
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
