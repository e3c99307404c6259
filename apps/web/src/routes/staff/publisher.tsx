import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Article } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { isApiError } from '../../lib/api';
import { commissionsQuery } from '../../data/commissions';
import { articlesQuery } from '../../features/press/api';
import { ArticlesTable } from '../../features/press/components/articles-table';
import { lazyDialog } from '../../components/on-demand';

const ArticleDialog = lazyDialog(() => import('../../features/press/components/article-dialog').then((m) => m.ArticleDialog));

/** /staff/publisher (Prensa): the press team's articles; write, preview, publish, unpublish, feature. */
export default function PublisherPage() {
  const { t } = useTranslation();
  const articles = useQuery(articlesQuery);
  const commissions = useQuery(commissionsQuery());
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
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
        <ArticleDialog article={editing === 'new' ? null : editing} commissions={commissions.data ?? []} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
