import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { procedureRulesOf } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { ChairsAndProjectionCode, Detail } from '../../components/commission-details';
import { commissionQuery } from '../../data/commissions';
import { CommissionAtAGlance } from '../../features/chair/components/commission-at-a-glance';
import { CommissionFilesSection } from '../../features/files/components/files-section';
import { formatNumber } from '../../lib/format';
import { keyedTexts } from '../../lib/keys';

/** /president/dashboard/:id: the commission at a glance, and its files («Archivos»). */
export default function PresidentDashboardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));

  if (!commission.isSuccess) return <PageFallback title={t('routes.presidentDashboard')} query={commission} />;

  const c = commission.data;
  const quorum = procedureRulesOf(c).debateQuorum;
  const percent = formatNumber((quorum.numerator / quorum.denominator) * 100, 1);
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
        <CommissionAtAGlance commissionId={c.id} />
        <Card variant="outlined">
          <CardContent>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail wide label={t('commissions.fields.room')}>
                {c.room ?? '—'}
              </Detail>
              <Detail wide label={t('commissions.fields.capacity')}>
                {t('commissions.capacityValue', { count: c.capacity })}
              </Detail>
              <Detail wide label={t('commissions.fields.language')}>
                {c.language}
              </Detail>
              <ChairsAndProjectionCode commission={c} wide />
              <Detail wide label={t('commissions.fields.rules')}>
                {t('president.rulesSummary', {
                  percent,
                  seconds: c.rules.speakingTimeSeconds,
                  base: t(`commissions.majorityBases.${c.rules.majorityBase}`),
                })}
              </Detail>
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
        <CommissionFilesSection commissionId={c.id} />
      </Stack>
    </Box>
  );
}
