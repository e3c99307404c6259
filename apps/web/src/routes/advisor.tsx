import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { type AdvisorDelegate, advisorCertificatePath, displayTimer } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../components/public-page';
import { Loading } from '../components/query-state';
import { advisorViewQuery } from '../features/advisors/api';
import { isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';
import { formatNumber } from '../lib/format';

/**
 * /asesor?code=… (decision 040): an institution's faculty advisor follows its delegates — where they sit, attendance,
 * their delegation's warnings and speaking time, awards and certificates to download — read again every few seconds, so a revoked link stops
 * showing them on a page already open.
 */
export default function AdvisorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  return (
    <PublicPage title={t('advisorView.title')} intro={t('advisorView.intro')} maxWidth={760} card={false}>
      {code ? <School code={code} /> : <Alert severity="info">{t('advisorView.noCode')}</Alert>}
    </PublicPage>
  );
}

function School({ code }: { code: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const view = useQuery(advisorViewQuery(code));
  // A link revoked while the page is open: its data goes with it.
  if (isApiError(view.error, 'NOT_FOUND') || isApiError(view.error, 'VALIDATION'))
    return (
      <Alert severity="error" role="alert" data-testid="advisor-gone">
        {t('advisorView.gone')}
      </Alert>
    );
  if (view.isError) return <Alert severity="error">{errorMessage(view.error)}</Alert>;
  if (!view.data) return <Loading />;
  const { institution, eventName, delegates } = view.data;
  return (
    <Stack spacing={2} data-testid="advisor-view">
      <Typography variant="h6" component="h2">
        {t('advisorView.school', { institution, event: eventName })}
      </Typography>
      {delegates.length === 0 && <Typography>{t('advisorView.none')}</Typography>}
      {delegates.map((d) => (
        <DelegateCard key={d.id} code={code} delegate={d} />
      ))}
    </Stack>
  );
}

function DelegateCard({ code, delegate: d }: { code: string; delegate: AdvisorDelegate }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="article" aria-label={d.name} data-testid="advisor-delegate">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {d.name}
        </Typography>
        <Typography color="text.secondary">
          {d.commission
            ? t('advisorView.seat', { commission: d.commission, delegation: d.delegation ?? '—' })
            : t('advisorView.unassigned')}
        </Typography>
        {d.commission && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {d.attendance.rollCalls > 0
              ? t('advisorView.attendance', { present: d.attendance.present, rollCalls: d.attendance.rollCalls })
              : t('advisorView.noRollCall')}
          </Typography>
        )}
        {d.speaking && (
          <Typography variant="body2">
            {t('advisorView.speaking', {
              speeches: d.speaking.speeches,
              time: displayTimer(d.speaking.speakingMs).text,
              share: formatNumber((d.speaking.share ?? 0) * 100, 1),
            })}
          </Typography>
        )}
        {d.warnings.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('advisorView.warnings')}
            </Typography>
            <ul>
              {d.warnings.map((w) => (
                <li key={w.at}>{t('advisorView.warning', { level: t(`advisorView.levels.${w.level}`), reason: w.reason })}</li>
              ))}
            </ul>
          </>
        )}
        {d.awards.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('advisorView.awards')}
            </Typography>
            <ul>
              {d.awards.map((a) => (
                <li key={`${a.categoryName}-${a.commissionName}`}>{`${a.categoryName} · ${a.commissionName}`}</li>
              ))}
            </ul>
          </>
        )}
        {d.certificates.map((c) => (
          <Typography key={c.id} variant="body2">
            <Link href={advisorCertificatePath(code, c.id)} download>
              {t('advisorView.certificate', { title: c.title })}
            </Link>
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}
