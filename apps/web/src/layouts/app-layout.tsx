import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { homePathFor, type Profile, roleHasCommission } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useMatches } from 'react-router';
import { lazyDialog } from '../components/on-demand';
import { useHydrated } from '../components/until-hydrated';
import { useAuth } from '../data/session';
import { settingsQuery } from '../data/settings';
import type { Area } from './nav-items';

/** The drawer's width (px), kept free on a wide screen while the drawer loads. */
const DRAWER_WIDTH = 264;

// The drawer and the user menu load after the first paint (decision 032): a phone opens them only when tapped (their
// load starts with the first key or touch), a wide screen draws the drawer as soon as it arrives, in room kept for it.
const loadNavigation = () => import('./app-navigation');
const PermanentDrawer = lazy(() => loadNavigation().then((m) => ({ default: m.NavigationDrawer })));
const PhoneDrawer = lazyDialog(() => loadNavigation().then((m) => m.NavigationDrawer));
const UserMenu = lazyDialog(() => loadNavigation().then((m) => m.UserMenu));

/** The area whose drawer a path belongs to; null outside the areas (/profile). */
function pathArea(pathname: string): Area | null {
  if (pathname.startsWith('/secretary')) return 'secretary';
  if (pathname.startsWith('/president/')) return 'president';
  if (pathname.startsWith('/staff')) return 'staff';
  return null;
}

/** Which drawer to show: the area of the URL, or on /profile the user's own area (their commission's, or their home page's). */
function areaOf(pathname: string, routeId: string | undefined, profile: Profile | null): { area: Area; commissionId: string | null } {
  const area = pathArea(pathname);
  if (area) return { area, commissionId: area === 'president' ? (routeId ?? null) : null };
  if (profile && roleHasCommission(profile.role)) return { area: 'president', commissionId: profile.comissionId };
  return { area: (profile && pathArea(homePathFor(profile))) || 'secretary', commissionId: null };
}

/**
 * The bar's menu button on a phone. Like the user's button, it cannot be pressed while React takes over a page the
 * server drew (decision 041): a tap before the scripts have run would do nothing.
 */
function MenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} aria-expanded={open} disabled={!hydrated} onClick={onOpen}>
      <MenuIcon />
    </IconButton>
  );
}

function UserButton({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);

  return (
    <>
      {profile && (
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', mr: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {profile.name}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.75 }} noWrap component="div">
            {t(`roles.${profile.role}`)}
          </Typography>
        </Box>
      )}
      <IconButton
        color="inherit"
        aria-label={t('nav.userMenu')}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        disabled={!hydrated}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      {open && <UserMenu menuId={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}

/** Layout of the signed-in areas: app bar, navigation drawer (permanent from lg), and the page. */
export default function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  // A page the server drew (decision 041) hydrates as a phone's, which it was drawn as, then takes the screen's width;
  // a page the browser draws reads the width at once (React's external store: its server value only while hydrating).
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { profile } = useAuth();
  const location = useLocation();
  const matches = useMatches();
  const settings = useQuery(settingsQuery);
  const routeId = matches[matches.length - 1]?.params.id;
  const { area, commissionId } = areaOf(location.pathname, routeId, profile);
  // While the settings load or cannot be read the header names the product (app.name), not the event:
  // the shared eventDisplayName's default event name would claim an event the page has not read.
  const eventName = settings.data?.name || t('app.name');

  // Once opened, the phone's drawer stays mounted so that it slides out when closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const navigation = { area, commissionId, profile, eventName, width: DRAWER_WIDTH };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      {isDesktop ? (
        <Suspense fallback={<Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} />}>
          <PermanentDrawer variant="permanent" {...navigation} />
        </Suspense>
      ) : (
        drawerWanted && <PhoneDrawer variant="temporary" open={mobileOpen} onClose={() => setMobileOpen(false)} {...navigation} />
      )}
      <AppBar position="fixed" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <MenuButton
              open={mobileOpen}
              onOpen={() => {
                setDrawerWanted(true);
                setMobileOpen(true);
              }}
            />
          )}
          <Link
            component={RouterLink}
            to={profile ? homePathFor(profile) : '/'}
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1 }}
          >
            <Box
              component="img"
              src="/logo.svg"
              alt=""
              width={28}
              height={28}
              sx={{ borderRadius: 1, outline: '1px solid rgba(255,255,255,0.4)' }}
            />
            <Typography component="span" variant="h6" noWrap data-testid="event-name">
              {eventName}
            </Typography>
          </Link>
          <UserButton profile={profile} />
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 }, outline: 'none' }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
