import type { AuditEntry } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/format';
import { actionLabel, entityLabel } from '../labels';

interface Props {
  entries: readonly AuditEntry[];
  emptyText: string;
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
}

/** Audit entries: when, who, what they did and to which record, in words. */
export function AuditTable({ entries, emptyText, label, labelledBy }: Props) {
  const { t } = useTranslation();
  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('audit.columns.when'), cell: (e) => formatDateTime(e.createdAt), sx: { whiteSpace: 'nowrap' } },
    { key: 'who', header: t('audit.columns.who'), cell: (e) => e.actorName ?? t('audit.system') },
    { key: 'action', header: t('audit.columns.action'), cell: (e) => actionLabel(t, e.action) },
    { key: 'entity', header: t('audit.columns.entity'), cell: (e) => entityLabel(t, e) },
  ];
  return (
    <SimpleTable
      size="small"
      label={label}
      labelledBy={labelledBy}
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-testid': `audit-${e.action}` })}
      emptyText={emptyText}
      rounded
    />
  );
}
