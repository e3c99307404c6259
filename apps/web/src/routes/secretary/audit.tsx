import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AuditLog } from '../../features/audit/components/audit-log';

/** /secretary/audit «Registro de actividad»: who changed what and when, by person and dates. */
export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('routes.secretaryAudit')} subtitle={t('audit.subtitle')} />
      <AuditLog />
    </Box>
  );
}
