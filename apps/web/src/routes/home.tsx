import AppRegistrationOutlined from '@mui/icons-material/AppRegistrationOutlined';
import CastOutlined from '@mui/icons-material/CastOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EventHeading } from '../features/home/components/event-heading';
import { HomeCommissions } from '../features/home/components/home-commissions';
import { useAuth } from '../data/session';

/** `/` Inicio: the event, the public entry points, and (for staff) the commissions. */
export default function HomePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();

  const actions: { to: string; label: string; icon: ReactNode; main?: boolean }[] = [
    { to: '/register', label: t('home.actions.register'), icon: <AppRegistrationOutlined /> },
    { to: '/data', label: t('home.actions.data'), icon: <SearchOutlined /> },
    { to: '/verificator', label: t('home.actions.verificator'), icon: <FactCheckOutlined /> },
    { to: '/meets', label: t('home.actions.meets'), icon: <HowToRegOutlined /> },
    { to: '/in', label: t('home.actions.in'), icon: <CastOutlined /> },
    profile
      ? { to: homePathFor(profile), label: t('nav.myArea'), icon: <LoginOutlined />, main: true }
      : { to: '/login', label: t('home.actions.login'), icon: <LoginOutlined />, main: true },
  ];

  return (
    <Stack spacing={5}>
      <EventHeading />

      <Box component="nav" aria-label={t('home.actionsLabel')}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {actions.map((action) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant={action.main ? 'contained' : 'outlined'}
              size="large"
              startIcon={action.icon}
              sx={{ justifyContent: 'flex-start', py: 1.5, ...(action.main ? {} : { bgcolor: 'background.paper' }) }}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </Box>

      {profile && (
        <Box component="section" aria-labelledby="commissions-title">
          <Typography variant="h5" component="h2" id="commissions-title" gutterBottom>
            {t('home.commissions')}
          </Typography>
          <HomeCommissions />
        </Box>
      )}
    </Stack>
  );
}
