import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DELEGATE_STATUSES, type Dashboard } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

function Panel({ title, children, help }: { title: string; help?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {help}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Delegates by status: a bar per status, with the numbers as text too. */
export function StatusPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const labels = DELEGATE_STATUSES.map((s) => t(`delegateStatus.${s}`));
  return (
    <Panel title={t('delegateList.dashboard.byStatus')}>
      <Box role="img" aria-label={DELEGATE_STATUSES.map((s, i) => `${labels[i]}: ${data.byStatus[s]}`).join(', ')}>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: DELEGATE_STATUSES.map((s) => data.byStatus[s]),
              label: t('delegateList.dashboard.delegates'),
              color: theme.palette.primary.main,
            },
          ]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, m: 0 }}>
        {DELEGATE_STATUSES.map((s, i) => (
          <Box key={s} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {labels[i]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {data.byStatus[s]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Panel>
  );
}

/** Fill per commission: delegations with delegates against capacity, one bar each. */
export function FillPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('delegateList.dashboard.fill')} help={t('delegateList.dashboard.fillHelp')}>
      {data.commissions.length === 0 ? (
        <Typography color="text.secondary">{t('delegateList.dashboard.noCommissions')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {data.commissions.map((c) => {
            const percent = c.capacity > 0 ? Math.min(100, Math.round((c.delegationsFilled / c.capacity) * 100)) : 0;
            const label = t('delegateList.dashboard.fillLabel', {
              filled: c.delegationsFilled,
              capacity: c.capacity,
              delegates: c.delegates,
            });
            return (
              <Box key={c.id}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${c.name}: ${label}`}
                  sx={{ height: 10, borderRadius: 5 }}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </Panel>
  );
}

/** Registrations per day over the last 30 days. */
export function RegistrationsPanel({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = data.registrationsPerDay.map((d) => format.format(new Date(`${d.date}T00:00:00Z`)));
  const total = data.registrationsPerDay.reduce((sum, d) => sum + d.count, 0);
  const summary = t('delegateList.dashboard.registrationsSummary', { count: total });
  return (
    <Panel title={t('delegateList.dashboard.registrations')} help={summary}>
      <Box
        role="img"
        aria-label={`${summary}. ${data.registrationsPerDay
          .filter((d) => d.count > 0)
          .map((d) => `${format.format(new Date(`${d.date}T00:00:00Z`))}: ${d.count}`)
          .join(', ')}`}
      >
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: days, tickLabelInterval: (_v, index) => index % 5 === 4 }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: data.registrationsPerDay.map((d) => d.count),
              label: t('delegateList.dashboard.registrationsSeries'),
              color: theme.palette.primary.main,
            },
          ]}
          hideLegend
          margin={{ left: 0, right: 24 }}
        />
      </Box>
    </Panel>
  );
}

/** Attendance of the last roll call per commission: roll calls come with a later version. */
export function AttendancePanel() {
  const { t } = useTranslation();
  return (
    <Panel title={t('delegateList.dashboard.attendance')}>
      <Alert severity="info">{t('delegateList.dashboard.attendanceLater')}</Alert>
    </Panel>
  );
}
