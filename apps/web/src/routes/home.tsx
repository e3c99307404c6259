import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { EventHeading } from '../features/home/components/event-heading';
import { HomeActions } from '../features/home/components/home-actions';
import { HomeCommissions } from '../features/home/components/home-commissions';
import { useAuth } from '../data/session';

/** `/` Inicio, for everyone: the event, the public entry points that work now, and the commissions. */
export default function HomePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const account = profile ? { to: homePathFor(profile), label: t('nav.myArea') } : { to: '/login', label: t('home.actions.login') };

  return (
    <Stack spacing={5}>
      <EventHeading />
      <HomeActions account={account} />
      {/*
        Latest press articles («Últimas noticias»): their section goes here, between the entry points and the
        commissions, shown while Permisos' `news` switch is on (publicOfferQuery's `news`).
      */}
      <Box component="section" aria-labelledby="commissions-title">
        <Typography variant="h5" component="h2" id="commissions-title" gutterBottom>
          {t('home.commissions')}
        </Typography>
        <HomeCommissions />
      </Box>
    </Stack>
  );
}
