import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { homePathFor, type Profile, type Role, roleHasCommission, routePath, SECRETARY_ROLES } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RouterLink, useLocation, useMatches, useNavigate } from 'react-router';
import { useMayUse } from '../data/capabilities';
import { useAuth } from '../data/session';
import { signOut } from '../features/auth/sign-in';
import { commissionQuery } from '../data/commissions';
import { settingsQuery } from '../data/settings';
import { CommissionLinks } from './commission-links';
import { navItems, navLabelKey, type Area } from './nav-items';

const DRAWER_WIDTH = 264;

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

/** Whether a role is one of a role set of access.ts (SECRETARY_ROLES, …); false when signed out. */
function inRoles(roles: readonly Role[], role: Role | undefined): boolean {
  return role !== undefined && roles.includes(role);
}

function UserMenu({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);

  const handleSignOut = async () => {
    setAnchor(null);
    await signOut();
    navigate('/login', { replace: true });
  };

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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to="/profile" onClick={() => setAnchor(null)}>
          {t('nav.profile')}
        </MenuItem>
        <MenuItem onClick={() => void handleSignOut()}>{t('nav.signOut')}</MenuItem>
      </Menu>
    </>
  );
}

interface DrawerContentProps {
  area: Area;
  commissionId: string | null;
  profile: Profile | null;
  /** Called when an item is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
}

function DrawerContent({ area, commissionId, profile, onNavigate }: DrawerContentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const commission = useQuery({
    ...commissionQuery(commissionId ?? ''),
    enabled: area === 'president' && Boolean(commissionId),
  });
  const mayUse = useMayUse();
  const items = navItems(area, commissionId, mayUse);
  const heading =
    area === 'president' ? (commission.data?.acronym ?? commission.data?.name ?? t('nav.areas.president')) : t(`nav.areas.${area}`);
  const showBack = inRoles(SECRETARY_ROLES, profile?.role) && area !== 'secretary';

  return (
    <List
      component="nav"
      aria-label={t('nav.mainNav')}
      subheader={
        <ListSubheader component="div" sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: 2.5, mt: 1 }}>
          {heading}
        </ListSubheader>
      }
      sx={{ px: 1 }}
    >
      {showBack && (
        <ListItemButton
          component={RouterLink}
          to={routePath('secretaryCommissions')}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mb: 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <ArrowBack />
          </ListItemIcon>
          <ListItemText primary={t('nav.backToSecretary')} />
        </ListItemButton>
      )}
      {items.map(({ key, to, icon: Icon }) => (
        <ListItemButton
          key={key}
          component={NavLink}
          to={to}
          end
          selected={pathname === to}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mb: 0.25 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={t(navLabelKey(key))} />
        </ListItemButton>
      ))}
      {area === 'secretary' && inRoles(SECRETARY_ROLES, profile?.role) && <CommissionLinks onNavigate={onNavigate} />}
    </List>
  );
}

/** Layout of the signed-in areas: app bar, navigation drawer (permanent from lg), and the page. */
export default function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
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

  const drawerPaper = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const, borderRight: 1, borderColor: 'divider' };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      {isDesktop ? (
        <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': drawerPaper }}>
          <Toolbar />
          <DrawerContent area={area} commissionId={commissionId} profile={profile} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ '& .MuiDrawer-paper': drawerPaper }}
        >
          <Toolbar sx={{ gap: 1.5 }}>
            <img src="/logo.svg" width={28} height={28} alt="" />
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {eventName}
            </Typography>
          </Toolbar>
          <Divider />
          <DrawerContent area={area} commissionId={commissionId} profile={profile} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <AppBar position="fixed" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.openMenu')}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
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
          <UserMenu profile={profile} />
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 }, outline: 'none' }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
