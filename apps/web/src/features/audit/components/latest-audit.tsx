import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { auditQuery } from '../api';
import { AuditTable } from './audit-table';

/** The dashboard's latest 20 audit entries. */
export function LatestAudit({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const audit = useQuery(auditQuery({ pageSize: 20 }));
  return (
    <QueryView query={audit}>
      {(page) => <AuditTable entries={page.rows} emptyText={t('dashboard.auditEmpty')} labelledBy={labelledBy} />}
    </QueryView>
  );
}
