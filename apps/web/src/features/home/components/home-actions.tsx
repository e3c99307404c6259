import AppRegistrationOutlined from '@mui/icons-material/AppRegistrationOutlined';
import CastOutlined from '@mui/icons-material/CastOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { APP_ROUTES, type PublicOffer, type RouteKey } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { publicOfferQuery } from '../../../data/public-offer';

type PublicAction = 'register' | 'data' | 'verificator' | 'meets' | 'in';

/** The public entry points, each with the switch of Permisos that offers it (none: always, once built). */
const PUBLIC_ACTIONS: { key: PublicAction & RouteKey; icon: ReactNode; offer?: keyof PublicOffer }[] = [
  { key: 'register', icon: <AppRegistrationOutlined />, offer: 'register' },
  { key: 'data', icon: <SearchOutlined />, offer: 'data' },
  { key: 'verificator', icon: <FactCheckOutlined />, offer: 'verificator' },
  { key: 'meets', icon: <HowToRegOutlined />, offer: 'meets' },
  { key: 'in', icon: <CastOutlined /> },
];

const isBuilt = (key: RouteKey) => APP_ROUTES.some((r) => r.key === key && r.ready);

/**
 * The buttons of `/`: only the public features that work now (switched on in Permisos, open, and built),
 * then sign-in or the signed-in user's area. While the switches load, the switchable ones keep their place
 * (the page does not jump on a phone when they arrive); if they cannot be read, each page says itself whether
 * it is open.
 */
export function HomeActions({ account }: { account: { to: string; label: string } }) {
  const { t } = useTranslation();
  const offer = useQuery(publicOfferQuery);
  const offered = (flag: keyof PublicOffer | undefined) => !flag || (offer.isError ? true : Boolean(offer.data?.[flag]));
  const actions = PUBLIC_ACTIONS.filter((a) => isBuilt(a.key) && offered(a.offer)).map((a) => ({
    to: `/${a.key}`,
    label: t(`home.actions.${a.key}`),
    icon: a.icon,
    main: false,
  }));
  actions.push({ ...account, icon: <LoginOutlined />, main: true });
  const waiting = offer.isPending ? PUBLIC_ACTIONS.filter((a) => isBuilt(a.key) && a.offer).length : 0;

  return (
    <Box component="nav" aria-label={t('home.actionsLabel')}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {Array.from({ length: waiting }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, replaced all at once
          <Skeleton key={i} variant="rounded" height={50} aria-hidden />
        ))}
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
  );
}
