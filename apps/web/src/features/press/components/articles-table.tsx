import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type Article, articlePath } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SimpleTable } from '../../../components/simple-table';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { type ArticleChange, useChangeArticle, useDeleteArticle } from '../api';
import { CoverDialog } from './cover-dialog';

/** The press team's articles: status, featured mark, and the actions on each. */
export function ArticlesTable({ articles, onEdit }: { articles: readonly Article[]; onEdit: (article: Article) => void }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const change = useChangeArticle();
  const remove = useDeleteArticle();
  const [deleting, setDeleting] = useState<Article | null>(null);
  const [covering, setCovering] = useState<Article | null>(null);

  const run = (article: Article, what: ArticleChange) =>
    submit.run(async () => {
      await change.mutateAsync({ id: article.id, change: what });
      return t(`press.done.${what}`, { title: article.title });
    });

  return (
    <>
      <SimpleTable
        label={t('press.tableLabel')}
        rows={articles}
        rowKey={(a) => a.id}
        emptyText={t('press.empty')}
        columns={[
          {
            key: 'featured',
            header: t('press.columns.featured'),
            cell: (a) => (
              <Tooltip title={a.featured ? t('press.unfeature') : t('press.feature')}>
                <span>
                  <IconButton
                    aria-label={`${a.featured ? t('press.unfeature') : t('press.feature')}: ${a.title}`}
                    aria-pressed={a.featured}
                    disabled={a.status !== 'publicado' || change.isPending}
                    onClick={() => void run(a, a.featured ? 'unfeature' : 'feature')}
                  >
                    {a.featured ? <Star color="warning" /> : <StarBorder />}
                  </IconButton>
                </span>
              </Tooltip>
            ),
          },
          { key: 'title', header: t('press.columns.title'), cell: (a) => a.title, sx: { overflowWrap: 'anywhere', minWidth: 160 } },
          {
            key: 'status',
            header: t('press.columns.status'),
            cell: (a) => (
              <Chip size="small" color={a.status === 'publicado' ? 'success' : 'default'} label={t(`press.status.${a.status}`)} />
            ),
          },
          {
            key: 'tags',
            header: t('press.columns.commissions'),
            cell: (a) => a.tags.map((tag) => tag.acronym ?? tag.name).join(', ') || '—',
          },
          { key: 'updated', header: t('press.columns.updated'), cell: (a) => formatDateTime(a.updatedAt) },
          {
            key: 'actions',
            header: t('common.actions'),
            cell: (a) => (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => onEdit(a)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" onClick={() => setCovering(a)}>
                  {t('press.cover.button')}
                </Button>
                {a.status === 'publicado' ? (
                  <>
                    <Button size="small" href={articlePath(a.slug)} target="_blank" rel="noopener">
                      {t('press.view')}
                    </Button>
                    <Button size="small" disabled={change.isPending} onClick={() => void run(a, 'unpublish')}>
                      {t('press.unpublish')}
                    </Button>
                  </>
                ) : (
                  <Button size="small" variant="contained" disabled={change.isPending} onClick={() => void run(a, 'publish')}>
                    {t('press.publish')}
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => setDeleting(a)}>
                  {t('press.delete')}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      {covering && <CoverDialog article={covering} onClose={() => setCovering(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('press.deleteTitle')}
        body={t('press.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('press.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            void submit.run(async () => {
              await remove.mutateAsync(target.id);
              return t('press.done.deleted', { title: target.title });
            });
        }}
      />
    </>
  );
}
