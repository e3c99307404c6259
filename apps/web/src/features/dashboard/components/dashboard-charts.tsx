import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '../../../components/bar-chart';
import { DELEGATE_STATUSES, type Dashboard } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Heights of the panels' bodies: the same while loading and loaded, so the page does not jump. */
const STATUS_CHART = 220;
const STATUS_BODY = STATUS_CHART + 5 * 24 + 4;
const REGISTRATIONS_BODY = 240;

interface PanelProps {
  title: string;
  /** A line under the title; `loading` keeps its place while it is not known yet. */
  help?: string | 'loading';
  /** The body's fixed height (it scrolls beyond); while `children` is undefined, a placeholder of that height. */
  height?: number;
  children?: ReactNode;
}

function Panel({ title, children, help, height }: PanelProps) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} aria-busy={children === undefined}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {help === 'loading' ? <Skeleton width="50%" /> : help}
          </Typography>
        )}
        {children === undefined ? (
          <Skeleton variant="rounded" height={height} />
        ) : (
          <Box sx={height ? { height, overflowY: 'auto' } : undefined}>{children}</Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Delegates by status: a bar per status, with the numbers as text too. */
export function StatusPanel({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const labels = DELEGATE_STATUSES.map((s) => t(`delegateStatus.${s}`));
  const title = t('delegateList.dashboard.byStatus');
  if (!data) return <Panel title={title} height={STATUS_BODY} />;
  return (
    <Panel title={title} height={STATUS_BODY}>
      <Box role="img" aria-label={DELEGATE_STATUSES.map((s, i) => `${labels[i]}: ${data.byStatus[s]}`).join(', ')}>
        <BarChart
          height={STATUS_CHART}
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

/** A commission's name and figure over a bar (the fill and attendance panels). */
function CommissionBar({ name, label, percent, color }: { name: string; label: string; percent: number; color?: 'success' }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        color={color}
        value={percent}
        aria-label={`${name}: ${label}`}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}

/** Fill per commission: delegations with delegates against capacity, one bar each. */
export function FillPanel({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const title = t('delegateList.dashboard.fill');
  const help = t('delegateList.dashboard.fillHelp');
  // As tall as the status chart beside it; many commissions scroll.
  if (!data) return <Panel title={title} help={help} height={STATUS_BODY} />;
  return (
    <Panel title={title} help={help} height={STATUS_BODY}>
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
            return <CommissionBar key={c.id} name={c.name} label={label} percent={percent} />;
          })}
        </Box>
      )}
    </Panel>
  );
}

/** Registrations per day over the last 30 days. */
export function RegistrationsPanel({ data }: { data: Dashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const title = t('delegateList.dashboard.registrations');
  if (!data) return <Panel title={title} help="loading" height={REGISTRATIONS_BODY} />;
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = data.registrationsPerDay.map((d) => format.format(new Date(`${d.date}T00:00:00Z`)));
  const total = data.registrationsPerDay.reduce((sum, d) => sum + d.count, 0);
  const summary = t('delegateList.dashboard.registrationsSummary', { count: total });
  return (
    <Panel title={title} help={summary} height={REGISTRATIONS_BODY}>
      <Box
        role="img"
        aria-label={`${summary}. ${data.registrationsPerDay
          .filter((d) => d.count > 0)
          .map((d) => `${format.format(new Date(`${d.date}T00:00:00Z`))}: ${d.count}`)
          .join(', ')}`}
      >
        <BarChart
          height={REGISTRATIONS_BODY}
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

/** Attendance of the last roll call per commission: member delegations present of members, one bar each. */
export function AttendancePanel({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const title = t('delegateList.dashboard.attendance');
  const help = t('chairPanel.secretary.attendanceHelp');
  if (!data) return <Panel title={title} help={help} height={REGISTRATIONS_BODY} />;
  return (
    <Panel title={title} help={help} height={REGISTRATIONS_BODY}>
      {data.commissions.length === 0 ? (
        <Typography color="text.secondary">{t('delegateList.dashboard.noCommissions')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="attendance-panel">
          {data.commissions.map((c) => {
            const last = c.lastRollCall;
            const label = last
              ? t('chairPanel.secretary.attendanceLabel', { present: last.membersPresent, count: c.members })
              : t('chairPanel.secretary.noRollCall');
            const percent = last && c.members > 0 ? Math.min(100, Math.round((last.membersPresent / c.members) * 100)) : 0;
            return <CommissionBar key={c.id} name={c.name} label={label} percent={percent} color="success" />;
          })}
        </Box>
      )}
    </Panel>
  );
}
