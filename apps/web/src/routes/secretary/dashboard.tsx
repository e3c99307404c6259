import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-state';
import { LatestAudit } from '../../features/audit/components/latest-audit';
import { commissionsQuery } from '../../data/commissions';
import { dashboardQuery, firstStepsQuery } from '../../features/dashboard/api';
import { FigureCard } from '../../features/dashboard/components/figure-card';
import { FirstStepsCard } from '../../features/dashboard/components/first-steps-card';
import { AttendancePanel, FillPanel, RegistrationsPanel, StatusPanel } from '../../features/dashboard/components/dashboard-charts';
import { usersQuery } from '../../data/users';

/**
 * /secretary/dashboard: delegates by status, fill per commission, check-ins, registrations and the latest audit
 * entries. Nothing moves while it loads: the body waits for the «primeros pasos» (which may stand above it),
 * and the figures and charts keep their size with placeholders.
 */
export default function SecretaryDashboardPage() {
  const { t } = useTranslation();
  const commissions = useQuery(commissionsQuery(false));
  const users = useQuery(usersQuery);
  const figures = useQuery(dashboardQuery);
  const firstSteps = useQuery(firstStepsQuery);
  const activeUsers = users.data?.filter((u) => u.active).length ?? 0;

  return (
    <Box>
      <PageHeader title={t('routes.secretaryDashboard')} />
      {!firstSteps.isPending && (
        <>
          <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
            <FirstStepsCard />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
            <FigureCard
              label={t('delegateList.dashboard.delegates')}
              value={figures.data && String(figures.data.totalDelegates)}
              detail={figures.data ? t('delegateList.dashboard.unassigned', { count: figures.data.unassigned }) : null}
              to="/secretary/list"
            />
            <FigureCard
              label={t('delegateList.dashboard.checkInsToday')}
              value={figures.data && String(figures.data.checkInsToday)}
              detail={t('delegateList.dashboard.checkInsHelp')}
              to="/secretary/list?status=acreditado"
            />
            <FigureCard
              label={t('dashboard.commissions')}
              value={commissions.data && String(commissions.data.length)}
              to="/secretary/commissions"
            />
            <FigureCard
              label={t('dashboard.users')}
              value={users.data && String(users.data.length)}
              detail={users.data ? t('dashboard.activeUsers', { count: activeUsers }) : null}
              to="/secretary/users"
            />
          </Box>
          {(commissions.isError || users.isError || figures.isError) && (
            <QueryError
              error={figures.error ?? commissions.error ?? users.error}
              onRetry={() => void Promise.all([figures.refetch(), commissions.refetch(), users.refetch()])}
            />
          )}
          {!figures.isError && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
              <StatusPanel data={figures.data} />
              <FillPanel data={figures.data} />
              <RegistrationsPanel data={figures.data} />
              <AttendancePanel data={figures.data} />
            </Box>
          )}
          <Typography variant="h5" component="h2" gutterBottom id="audit-title">
            {t('dashboard.auditTitle')}
          </Typography>
          <LatestAudit labelledBy="audit-title" />
        </>
      )}
    </Box>
  );
}
