import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { auditQuery } from '../../features/audit/api';
import { commissionsQuery } from '../../features/commissions/api';
import { dashboardQuery } from '../../features/dashboard/api';
import { AttendancePanel, FillPanel, RegistrationsPanel, StatusPanel } from '../../features/dashboard/components/dashboard-charts';
import { usersQuery } from '../../features/users/api';
import { formatDateTime } from '../../lib/format';

function Figure({ label, value, detail, to }: { label: string; value: string; detail?: string; to: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary">{label}</Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /secretary/dashboard: delegates by status, fill per commission, check-ins, registrations and the latest audit entries. */
export default function SecretaryDashboardPage() {
  const { t } = useTranslation();
  const commissions = useQuery(commissionsQuery(false));
  const users = useQuery(usersQuery);
  const audit = useQuery(auditQuery);
  const figures = useQuery(dashboardQuery);
  const activeUsers = users.data?.filter((u) => u.active).length ?? 0;

  return (
    <Box>
      <PageHeader title={t('routes.secretaryDashboard')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
        <Figure
          label={t('delegateList.dashboard.delegates')}
          value={figures.data ? String(figures.data.totalDelegates) : '…'}
          detail={figures.data ? t('delegateList.dashboard.unassigned', { count: figures.data.unassigned }) : undefined}
          to="/secretary/list"
        />
        <Figure
          label={t('delegateList.dashboard.checkInsToday')}
          value={figures.data ? String(figures.data.checkInsToday) : '…'}
          detail={t('delegateList.dashboard.checkInsHelp')}
          to="/secretary/list?status=acreditado"
        />
        <Figure
          label={t('dashboard.commissions')}
          value={commissions.data ? String(commissions.data.length) : '…'}
          to="/secretary/commissions"
        />
        <Figure
          label={t('dashboard.users')}
          value={users.data ? String(users.data.length) : '…'}
          detail={users.data ? t('dashboard.activeUsers', { count: activeUsers }) : undefined}
          to="/secretary/users"
        />
      </Box>
      {(commissions.isError || users.isError || figures.isError) && (
        <QueryError
          error={figures.error ?? commissions.error ?? users.error}
          onRetry={() => void Promise.all([figures.refetch(), commissions.refetch(), users.refetch()])}
        />
      )}
      {figures.isPending ? (
        <Loading />
      ) : (
        figures.data && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
            <StatusPanel data={figures.data} />
            <FillPanel data={figures.data} />
            <RegistrationsPanel data={figures.data} />
            <AttendancePanel />
          </Box>
        )
      )}

      <Typography variant="h5" component="h2" gutterBottom id="audit-title">
        {t('dashboard.auditTitle')}
      </Typography>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <QueryError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.auditEmpty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 4 }}>
          <Table size="small" aria-labelledby="audit-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.audit.when')}</TableCell>
                <TableCell>{t('dashboard.audit.who')}</TableCell>
                <TableCell>{t('dashboard.audit.action')}</TableCell>
                <TableCell>{t('dashboard.audit.entity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data.slice(0, 20).map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                  <TableCell>{entry.actorName ?? t('dashboard.audit.system')}</TableCell>
                  <TableCell>
                    <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
                      {entry.action}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {entry.entity}
                    {entry.entityId ? ` · ${entry.entityId}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
