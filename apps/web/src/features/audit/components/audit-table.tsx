import Box from '@mui/material/Box';
import type { AuditEntry } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, QueryTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/format';
import { auditQuery } from '../api';

/** The latest 20 audit entries: when, who, action and entity. */
export function AuditTable({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const audit = useQuery(auditQuery);
  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('dashboard.audit.when'), cell: (e) => formatDateTime(e.createdAt), sx: { whiteSpace: 'nowrap' } },
    { key: 'who', header: t('dashboard.audit.who'), cell: (e) => e.actorName ?? t('dashboard.audit.system') },
    {
      key: 'action',
      header: t('dashboard.audit.action'),
      cell: (e) => (
        <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
          {e.action}
        </Box>
      ),
    },
    { key: 'entity', header: t('dashboard.audit.entity'), cell: (e) => `${e.entity}${e.entityId ? ` · ${e.entityId}` : ''}` },
  ];
  return (
    <QueryTable
      query={audit}
      select={(entries) => entries.slice(0, 20)}
      size="small"
      labelledBy={labelledBy}
      columns={columns}
      rowKey={(e) => e.id}
      emptyText={t('dashboard.auditEmpty')}
      rounded
    />
  );
}
