import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../use-console';

/** The latest results, newest first: what was voted, how, and the numbers behind the outcome. */
export function ResultsList() {
  const { t } = useTranslation();
  const { state } = useConsole();
  const results = state.floor.results;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {t('sessionConsoleLater.votes.results')}
      </Typography>
      {results.length === 0 && <Typography color="text.secondary">{t('sessionConsoleLater.votes.noResults')}</Typography>}
      {results.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="vote-result">
          <Typography sx={{ fontWeight: 600 }}>
            {r.subject.label}: {t(r.result.passed ? 'sessionConsoleLater.votes.passed' : 'sessionConsoleLater.votes.failed')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sessionConsoleLater.votes.tally', {
              yes: r.result.yes,
              no: r.result.no,
              abstain: r.result.abstain,
              base: r.result.base,
              required: r.result.required,
            })}
            {r.result.vetoes.length > 0 &&
              ` · ${t('sessionConsoleLater.votes.vetoedBy', { names: r.result.vetoes.map((v) => v.name).join(', ') })}`}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
