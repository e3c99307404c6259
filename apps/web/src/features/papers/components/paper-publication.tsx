import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ArticleDraft,
  type ArticleDraftState,
  DOCUMENT_VISIBILITIES,
  type DocumentVisibility,
  type PaperPublication as Publication,
  publicDocumentFileUrl,
  routePath,
  type WorkingPaper,
} from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SelectField } from '../../../components/select-field';
import { useMayUse } from '../../../data/capabilities';
import { useErrorMessage } from '../../../lib/errors';
import { type PapersSource, usePublishPaper } from '../api';

/** An article's title holds 140 characters (the press's rule): the draft keeps what fits, the Gestor edits the rest. */
const ARTICLE_TITLE_MAX = 140;

/**
 * A news article's draft about an adopted resolution published for everyone: its symbol, title and vote, a link to its
 * PDF, tagged with the commission. Prensa opens it for the Gestor to edit and publish (it is never published on its own).
 */
function useNewsDraft(paper: WorkingPaper, publication: Publication): ArticleDraft {
  const { t } = useTranslation();
  const symbol = paper.resolution?.symbol ?? '';
  const title = paper.text.title;
  const vote = paper.resolution?.vote;
  return {
    title: Array.from(t('paperPublication.news.title', { symbol, title })).slice(0, ARTICLE_TITLE_MAX).join(''),
    summary: vote ? t('papers.voting.counts', vote) : '',
    body: [
      t('paperPublication.news.body', { symbol, title }),
      ...(vote ? [t('papers.voting.counts', vote)] : []),
      `[${t('paperPublication.news.read')}](${publicDocumentFileUrl(publication.documentId)})`,
    ].join('\n\n'),
    commissionIds: [paper.commissionId],
  };
}

/** Where the resolution is published, with the way there and, for whoever writes the news, a draft of an article. */
function Published({ paper, publication }: { paper: WorkingPaper; publication: Publication }) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const draft = useNewsDraft(paper, publication);
  return (
    <Stack spacing={1} data-testid="paper-publication">
      <Typography>
        {publication.inTrash
          ? t('paperPublication.inTrash')
          : t('paperPublication.published', { who: t(`documents.visibilities.${publication.visibility}`) })}
      </Typography>
      <Stack direction="row" spacing={3}>
        <Link component={RouterLink} to={`${routePath('presidentDocs', paper.commissionId)}`}>
          {t('paperPublication.openDocuments')}
        </Link>
        {publication.visibility === 'publico' && !publication.inTrash && mayUse('press.publish') && (
          <Link component={RouterLink} to={routePath('staffPublisher')} state={{ articleDraft: draft } satisfies ArticleDraftState}>
            {t('paperPublication.writeNews')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * An adopted resolution among the commission's documents (decision 038): the chair or the Gestor chooses who sees it
 * and publishes it once; then the page says where it is.
 */
export function PaperPublication({ source, paper }: { source: PapersSource; paper: WorkingPaper }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const publish = usePublishPaper(source, paper.id);
  const [visibility, setVisibility] = useState<DocumentVisibility>('publico');
  // The answer is the paper as it stands (the page's copy of it is replaced with it too).
  const current = publish.data ?? paper;
  if (current.publication) return <Published paper={current} publication={current.publication} />;
  if (!current.mayPublish) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="paper-publication-heading">
      <Typography id="paper-publication-heading" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {t('paperPublication.heading')}
      </Typography>
      <Typography color="text.secondary">{t('paperPublication.hint')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField
          label={t('paperPublication.visibility')}
          value={visibility}
          onChange={(value) => setVisibility(value as DocumentVisibility)}
          options={DOCUMENT_VISIBILITIES.map((v) => ({ value: v, label: t(`documents.visibilities.${v}`) }))}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
        <Button variant="contained" disabled={publish.isPending} onClick={() => publish.mutate({ visibility })}>
          {publish.isPending ? t('paperPublication.publishing') : t('paperPublication.submit')}
        </Button>
      </Stack>
      {publish.isError && <Alert severity="error">{errorMessage(publish.error)}</Alert>}
    </Stack>
  );
}
