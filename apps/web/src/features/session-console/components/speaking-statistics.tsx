import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { displayTimer, leastSpokenFirst, speakingStatistics } from '@quorum/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/bar-chart';
import { formatNumber } from '../../../lib/format';
import { useConsole } from '../use-console';

/** How many delegations the chart shows: those who spoke longest (the rest are in Delegados). */
const CHART_ROWS = 8;

/**
 * «Tiempo de palabra» beside the speakers list (PRODUCT §11): who has spoken longest, how unequal the time is (the Gini
 * coefficient), who has not spoken yet, and on request the speakers list reordered to favour those who have spoken
 * least — a suggestion the chair applies by moving the speakers, never applied on its own. Derived from the live state,
 * so it follows each speech as the stream brings it.
 */
export function SpeakingStatistics() {
  const { t } = useTranslation();
  const titleId = useId();
  const { state, names } = useConsole();
  const [suggesting, setSuggesting] = useState(false);
  const { stats, speakers } = state.floor;
  const { delegations, summary } = useMemo(() => speakingStatistics(state.attendance, stats), [state.attendance, stats]);
  const spoke = delegations
    .filter((d) => d.speakingMs > 0)
    .sort((a, b) => b.speakingMs - a.speakingMs)
    .slice(0, CHART_ROWS);
  const suggested = leastSpokenFirst(speakers, stats);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1 }}>
          {t('sessionConsoleLater.speaking.title')}
        </Typography>
        {spoke.length === 0 ? (
          <Typography color="text.secondary">{t('sessionConsoleLater.speaking.none')}</Typography>
        ) : (
          <>
            <Box
              role="img"
              aria-label={spoke.map((d) => `${d.name}: ${displayTimer(d.speakingMs).text}`).join(', ')}
              sx={{ height: 40 + spoke.length * 26 }}
            >
              <BarChart
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: spoke.map((d) => d.name), width: 120 }]}
                series={[{ data: spoke.map((d) => Math.round(d.speakingMs / 1000)), label: t('sessionConsoleLater.speaking.seconds') }]}
                hideLegend
                margin={{ top: 4, bottom: 4 }}
              />
            </Box>
            <Typography variant="body2" data-testid="speaking-summary">
              {t('sessionConsoleLater.speaking.summary', { total: displayTimer(summary.totalMs).text, speeches: summary.speeches })}
              {summary.gini !== null && ` · ${t('sessionConsoleLater.speaking.gini', { gini: formatNumber(summary.gini, 2) })}`}
            </Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="speaking-silent" sx={{ mt: 0.5 }}>
          {summary.silent.length > 0
            ? t('sessionConsoleLater.speaking.silent', { names: summary.silent.join(', ') })
            : t('sessionConsoleLater.speaking.allHeard')}
        </Typography>
        {speakers.length > 1 && (
          <Box sx={{ mt: 1 }}>
            <Button size="small" aria-expanded={suggesting} onClick={() => setSuggesting(!suggesting)}>
              {t(suggesting ? 'sessionConsoleLater.speaking.hideSuggestion' : 'sessionConsoleLater.speaking.suggest')}
            </Button>
            {suggesting && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('sessionConsoleLater.speaking.suggestHint')}
                </Typography>
                <Box component="ol" data-testid="speaking-suggestion" sx={{ my: 0.5, pl: 3 }}>
                  {suggested.map((s) => (
                    <li key={s.id}>{names.get(s.delegationId) ?? s.delegationId}</li>
                  ))}
                </Box>
              </>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
