import type { DelegateLoad } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, QueryTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/format';
import { loadsHistoryQuery } from '../api';

/** Every load done with a code: when, institution, file (or typed rows), delegates created and updated. */
export function LoadHistoryTable() {
  const { t } = useTranslation();
  const history = useQuery(loadsHistoryQuery);
  const columns: Column<DelegateLoad>[] = [
    { key: 'when', header: t('loadCodes.when'), cell: (l) => formatDateTime(l.createdAt) },
    { key: 'institution', header: t('loadCodes.institution'), cell: (l) => l.institution },
    { key: 'file', header: t('loadCodes.file'), cell: (l) => l.fileName ?? t('loadCodes.typedRows') },
    { key: 'created', header: t('loadCodes.createdCount'), cell: (l) => l.created, align: 'right' },
    { key: 'updated', header: t('loadCodes.updatedCount'), cell: (l) => l.updated, align: 'right' },
  ];
  return (
    <QueryTable
      query={history}
      size="small"
      label={t('loadCodes.history')}
      columns={columns}
      rowKey={(l) => l.id}
      emptyText={t('loadCodes.noHistory')}
    />
  );
}
