import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { type FileScope, type Item, trashQuery, useRestoreItem } from '../api';
import { formatBytes } from '../bytes';

/** The scope's trash: what was deleted, when, and «Restaurar». */
export function TrashView({ scope }: { scope: FileScope }) {
  const { t } = useTranslation();
  const trash = useQuery(trashQuery(scope));
  const restore = useRestoreItem(scope);
  const submit = useSubmit();
  const onRestore = (item: Item) =>
    submit.run(async () => {
      await restore.mutateAsync(item);
      return t('files.restored');
    });
  return (
    <QueryView query={trash}>
      {(data) => (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('files.trashHint', { count: data.purgeDays })}
          </Typography>
          {data.folders.length + data.files.length === 0 ? (
            <Typography color="text.secondary">{t('files.trashEmpty')}</Typography>
          ) : (
            <Table size="small" aria-label={t('files.trash')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('files.columns.name')}</TableCell>
                  <TableCell>{t('files.columns.size')}</TableCell>
                  <TableCell>{t('files.columns.deletedAt')}</TableCell>
                  <TableCell align="right">{t('common.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[
                  ...data.folders.map((f) => ({
                    item: { kind: 'folder' as const, id: f.id },
                    name: f.name,
                    size: null,
                    deletedAt: f.deletedAt,
                  })),
                  ...data.files.map((f) => ({
                    item: { kind: 'file' as const, id: f.id },
                    name: f.name,
                    size: f.size,
                    deletedAt: f.deletedAt,
                  })),
                ].map((row) => (
                  <TableRow key={`${row.item.kind}-${row.item.id}`}>
                    <TableCell>
                      {row.name}
                      {row.item.kind === 'folder' && ` (${t('files.folder')})`}
                    </TableCell>
                    <TableCell>{row.size === null ? '—' : formatBytes(t, row.size)}</TableCell>
                    <TableCell>{formatDateTime(row.deletedAt)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => onRestore(row.item)} aria-label={`${t('files.restore')} ${row.name}`}>
                        {t('files.restore')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
