import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CommissionDocument } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { documentTrashQuery, useRestoreDocument } from '../api';

/** The commission's deleted documents: what each was, when it was deleted, and «Restaurar». */
export function DocumentTrash({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const trash = useQuery(documentTrashQuery(commissionId));
  const restore = useRestoreDocument(commissionId);
  const submit = useSubmit();
  const onRestore = (doc: CommissionDocument) =>
    submit.run(async () => {
      await restore.mutateAsync(doc.id);
      return t('documentTrash.restored', { title: doc.title });
    });
  const columns: Column<CommissionDocument>[] = [
    { key: 'kind', header: t('documents.columns.kind'), cell: (d) => t(`documents.kinds.${d.kind}`) },
    { key: 'title', header: t('documents.columns.title'), cell: (d) => d.title, sx: { overflowWrap: 'anywhere' } },
    { key: 'versions', header: t('documents.columns.versions'), cell: (d) => d.versions.length },
    { key: 'deletedAt', header: t('documentTrash.deletedAt'), cell: (d) => (d.deletedAt ? formatDateTime(d.deletedAt) : '—') },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (d) => (
        <Button size="small" onClick={() => void onRestore(d)} aria-label={t('documentTrash.restoreLabel', { title: d.title })}>
          {t('documentTrash.restore')}
        </Button>
      ),
    },
  ];
  return (
    <QueryView query={trash}>
      {(data) => (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('documentTrash.hint', { count: data.purgeDays })}
          </Typography>
          <SimpleTable
            columns={columns}
            rows={data.documents}
            rowKey={(d) => d.id}
            emptyText={t('documentTrash.empty')}
            label={t('documentTrash.title')}
          />
        </Stack>
      )}
    </QueryView>
  );
}
