import AppRegistrationOutlined from '@mui/icons-material/AppRegistrationOutlined';
import CastOutlined from '@mui/icons-material/CastOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading, QueryError } from '../components/query-state';
import { useAuth } from '../features/auth/auth-store';
import { commissionsQuery } from '../features/commissions/api';
import { settingsQuery } from '../features/settings/api';
import { formatDateRange } from '../lib/format';
import { keyedTexts } from '../lib/keys';

function Commissions() {
  const { t } = useTranslation();
  const commissions = useQuery(commissionsQuery(false));
  if (commissions.isPending) return <Loading />;
  if (commissions.isError) return <QueryError error={commissions.error} onRetry={() => void commissions.refetch()} />;
  if (commissions.data.length === 0) return <Typography color="text.secondary">{t('home.noCommissions')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {commissions.data.map((commission) => (
        <Card key={commission.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h3">
                {commission.name}
              </Typography>
              <Chip label={commission.acronym} size="small" />
            </Stack>
            {commission.topics.length > 0 ? (
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {keyedTexts(commission.topics).map(({ key, text }) => (
                  <li key={key}>{text}</li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('commissions.noTopics')}</Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** `/` Inicio: the event, the public entry points, and (for staff) the commissions. */
export default function HomePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const settings = useQuery(settingsQuery);
  const dates = settings.data ? formatDateRange(settings.data.startDate, settings.data.endDate) : null;
  const place = settings.data ? [settings.data.venue, settings.data.city].filter(Boolean).join(', ') : '';

  const actions: { to: string; label: string; icon: ReactNode }[] = [
    { to: '/register', label: t('home.actions.register'), icon: <AppRegistrationOutlined /> },
    { to: '/data', label: t('home.actions.data'), icon: <SearchOutlined /> },
    { to: '/verificator', label: t('home.actions.verificator'), icon: <FactCheckOutlined /> },
    { to: '/meets', label: t('home.actions.meets'), icon: <HowToRegOutlined /> },
    { to: '/in', label: t('home.actions.in'), icon: <CastOutlined /> },
  ];

  return (
    <Stack spacing={5}>
      <Box component="section" aria-labelledby="event-title">
        {settings.isPending ? (
          <Loading />
        ) : settings.isError ? (
          <>
            <Typography variant="h3" component="h1" id="event-title" gutterBottom>
              {t('app.name')}
            </Typography>
            <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
          </>
        ) : (
          <>
            <Typography variant="h3" component="h1" id="event-title" sx={{ fontSize: { xs: '2rem', md: '3rem' } }} gutterBottom>
              {settings.data.name}
            </Typography>
            <Stack spacing={0.5}>
              {dates && (
                <Typography variant="h6" component="p" sx={{ fontWeight: 500 }}>
                  {dates}
                </Typography>
              )}
              {place && (
                <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <PlaceOutlined fontSize="small" aria-hidden />
                  {place}
                </Typography>
              )}
            </Stack>
          </>
        )}
      </Box>

      <Box component="nav" aria-label={t('home.actionsLabel')}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {actions.map((action) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant="outlined"
              size="large"
              startIcon={action.icon}
              sx={{ justifyContent: 'flex-start', py: 1.5, bgcolor: 'background.paper' }}
            >
              {action.label}
            </Button>
          ))}
          {profile ? (
            <Button
              component={RouterLink}
              to={homePathFor(profile)}
              variant="contained"
              size="large"
              startIcon={<LoginOutlined />}
              sx={{ justifyContent: 'flex-start', py: 1.5 }}
            >
              {t('nav.myArea')}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              size="large"
              startIcon={<LoginOutlined />}
              sx={{ justifyContent: 'flex-start', py: 1.5 }}
            >
              {t('home.actions.login')}
            </Button>
          )}
        </Box>
      </Box>

      {profile && (
        <Box component="section" aria-labelledby="commissions-title">
          <Typography variant="h5" component="h2" id="commissions-title" gutterBottom>
            {t('home.commissions')}
          </Typography>
          <Commissions />
        </Box>
      )}
    </Stack>
  );
}
