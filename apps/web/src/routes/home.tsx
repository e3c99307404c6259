import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicOfferQuery } from '../data/public-offer';
import { EventHeading } from '../features/home/components/event-heading';
import { HomeActions } from '../features/home/components/home-actions';
import { HomeCommissions } from '../features/home/components/home-commissions';
import { LatestNews } from '../features/press/components/latest-news';
import { useAuth } from '../data/session';

/** `/` Inicio, for everyone: the event, the public entry points that work now, the latest news and the commissions. */
export default function HomePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const offerNews = useQuery(publicOfferQuery).data?.news === true;
  const account = profile ? { to: homePathFor(profile), label: t('nav.myArea') } : { to: '/login', label: t('home.actions.login') };

  return (
    <Stack spacing={5}>
      <EventHeading />
      <HomeActions account={account} />
      {offerNews && <LatestNews />}
      <Box component="section" aria-labelledby="commissions-title">
        <Typography variant="h5" component="h2" id="commissions-title" gutterBottom>
          {t('home.commissions')}
        </Typography>
        <HomeCommissions />
      </Box>
    </Stack>
  );
}
