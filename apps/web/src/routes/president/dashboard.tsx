import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { commissionQuery } from '../../data/commissions';
import { keyedTexts } from '../../lib/keys';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /president/dashboard/:id: the commission at a glance. */
export default function PresidentDashboardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));

  if (commission.isPending) return <Loading />;
  if (commission.isError)
    return (
      <Box>
        <PageHeader title={t('routes.presidentDashboard')} />
        <QueryError error={commission.error} onRetry={() => void commission.refetch()} />
      </Box>
    );

  const c = commission.data;
  const percent = Math.round(c.rules.quorumFraction * 1000) / 10;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={c.name}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <Chip label={c.acronym} size="small" component="span" />
            <span>{t(`commissions.kinds.${c.kind}`)}</span>
            {c.archived && <Chip label={t('commissions.archived')} size="small" variant="outlined" component="span" />}
          </Stack>
        }
      />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Box component="dl" sx={{ m: 0 }}>
              <Row label={t('commissions.fields.room')}>{c.room ?? '—'}</Row>
              <Row label={t('commissions.fields.capacity')}>{t('commissions.capacityValue', { count: c.capacity })}</Row>
              <Row label={t('commissions.fields.language')}>{c.language}</Row>
              <Row label={t('commissions.chairs')}>
                {c.chairs.length ? c.chairs.map((chair) => chair.name).join(', ') : t('commissions.noChairs')}
              </Row>
              <Row label={t('commissions.projectionCode')}>
                <Box
                  component="code"
                  data-testid="projection-code"
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '1.1rem', letterSpacing: 1 }}
                >
                  {c.projectionCode ?? '—'}
                </Box>
              </Row>
              <Row label={t('commissions.fields.rules')}>
                {t('president.rulesSummary', {
                  percent,
                  seconds: c.rules.speakingTimeSeconds,
                  base: t(`commissions.majorityBases.${c.rules.majorityBase}`),
                })}
              </Row>
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="topics-title">
          <CardContent>
            <Typography variant="h6" component="h2" id="topics-title" gutterBottom>
              {t('commissions.fields.topics')}
            </Typography>
            {c.topics.length ? (
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {keyedTexts(c.topics).map(({ key, text }) => (
                  <li key={key}>{text}</li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('commissions.noTopics')}</Typography>
            )}
            {c.description && (
              <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} color="text.secondary">
                {c.description}
              </Typography>
            )}
          </CardContent>
        </Card>
        <Alert severity="info">{t('president.later')}</Alert>
      </Stack>
    </Box>
  );
}
