import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Article, ArticleDraft, ArticleDraftState } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { isApiError } from '../../lib/api';
import { commissionsQuery } from '../../data/commissions';
import { articlesQuery } from '../../features/press/api';
import { ArticlesTable } from '../../features/press/components/articles-table';
import { lazyDialog } from '../../components/on-demand';

const ArticleDialog = lazyDialog(() => import('../../features/press/components/article-dialog').then((m) => m.ArticleDialog));

/** The draft another page sent with the visit (an adopted resolution's news), if any. */
function draftOf(state: unknown): ArticleDraft | null {
  return typeof state === 'object' && state !== null && 'articleDraft' in state ? (state as ArticleDraftState).articleDraft : null;
}

/**
 * /staff/publisher (Prensa): the press team's articles; write, preview, publish, unpublish, feature. A visit that brings
 * a draft opens it as a new article at once.
 */
export default function PublisherPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const articles = useQuery(articlesQuery);
  const commissions = useQuery(commissionsQuery());
  const [draft, setDraft] = useState(() => draftOf(location.state));
  const [editing, setEditing] = useState<Article | 'new' | null>(draft ? 'new' : null);
  const close = () => {
    setEditing(null);
    if (!draft) return;
    // The draft is offered once: a later «Nuevo artículo» or a reload starts empty.
    setDraft(null);
    void navigate(location.pathname, { replace: true, state: null });
  };
  const title = t('routes.staffPublisher');
  if (isApiError(articles.error, 'FORBIDDEN'))
    return (
      <Box sx={{ maxWidth: 1200 }}>
        <PageHeader title={title} />
        <Alert severity="info">{t('press.noPermission')}</Alert>
      </Box>
    );
  if (!articles.isSuccess) return <PageFallback title={title} query={articles} />;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={title} subtitle={t('press.subtitle')} add={{ label: t('press.add'), onClick: () => setEditing('new') }} />
      <ArticlesTable articles={articles.data} onEdit={setEditing} />
      {editing && (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          draft={editing === 'new' ? draft : null}
          commissions={commissions.data ?? []}
          onClose={close}
        />
      )}
    </Box>
  );
}
