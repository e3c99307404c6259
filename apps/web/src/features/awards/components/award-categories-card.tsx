import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { AwardCategory } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useSubmit } from '../../../components/use-submit';
import { awardCategoriesQuery, useDeleteAwardCategory, useReorderAwardCategories } from '../api';
import { lazyDialog } from '../../../components/on-demand';

const CategoryDialog = lazyDialog(() => import('./category-dialog').then((m) => m.CategoryDialog));

/** «Premios» in the event settings (Gestor): the award categories, in order, to create, edit, reorder and delete. */
export function AwardCategoriesCard() {
  const { t } = useTranslation();
  const categories = useQuery(awardCategoriesQuery);
  const [editing, setEditing] = useState<AwardCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AwardCategory | null>(null);
  const reorder = useReorderAwardCategories();
  const remove = useDeleteAwardCategory();
  const submit = useSubmit(null, { serverWords: ['AWARD_CATEGORY_IN_USE'] });

  const move = (rows: AwardCategory[], index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void submit.run(async () => {
      await reorder.mutateAsync(ids);
      return true;
    });
  };
  const confirmDelete = async (category: AwardCategory) => {
    await submit.run(async () => {
      await remove.mutateAsync(category.id);
      return t('awards.categories.deleted', { name: category.name });
    });
    setDeleting(null);
  };

  return (
    <SectionCard title={t('awards.categories.title')} data-testid="award-categories">
      <QueryView query={categories}>
        {(rows) => (
          <List dense disablePadding>
            {rows.map((c, i) => (
              <ListItem
                key={c.id}
                divider
                disableGutters
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('awards.categories.moveUp', { name: c.name })}
                      disabled={i === 0 || submit.busy}
                      onClick={() => move(rows, i, -1)}
                    >
                      <ArrowUpwardOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('awards.categories.moveDown', { name: c.name })}
                      disabled={i === rows.length - 1 || submit.busy}
                      onClick={() => move(rows, i, 1)}
                    >
                      <ArrowDownwardOutlined fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={t('awards.categories.edit', { name: c.name })} onClick={() => setEditing(c)}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={t('awards.categories.delete', { name: c.name })} onClick={() => setDeleting(c)}>
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 20 }}
              >
                <ListItemText primary={c.name} secondary={describeCategory(t, c)} />
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
      <Box sx={{ mt: 2 }}>
        <Button startIcon={<AddOutlined />} variant="outlined" onClick={() => setEditing('new')}>
          {t('awards.categories.add')}
        </Button>
      </Box>
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('awards.categories.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('awards.categories.deleteBody')}
        confirmLabel={t('awards.categories.deleteConfirm')}
        busy={submit.busy}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}

/** «Hasta 2 por comisión · a un delegado · asistencia mínima 80 % · documento de posición». */
function describeCategory(t: TFunction, c: AwardCategory): string {
  const parts = [t('awards.categories.max', { count: c.maxPerCommission }), t(`awards.recipientsTo.${c.recipient}`)];
  if (c.minAttendance !== null) parts.push(t('awards.categories.minAttendance', { value: c.minAttendance }));
  if (c.requiresPositionPaper) parts.push(t('awards.categories.positionPaper'));
  if (c.awardCount > 0) parts.push(t('awards.categories.inUse', { count: c.awardCount }));
  return parts.join(' · ');
}
