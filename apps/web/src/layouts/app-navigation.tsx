import ArrowBack from '@mui/icons-material/ArrowBack';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type Profile, type Role, routePath, SECRETARY_ROLES } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useMayUse } from '../data/capabilities';
import { commissionQuery } from '../data/commissions';
import { signOut } from '../features/auth/sign-in';
import { CommissionLinks } from './commission-links';
import { navItems, navLabelKey, type Area } from './nav-items';

// The staff layout's navigation and user menu, loaded after the page's first paint (decision 032): on a phone the
// drawer and the menu are closed until tapped; on a wide screen the drawer is drawn as soon as this arrives.

/** Whether a role is one of a role set of access.ts (SECRETARY_ROLES, …); false when signed out. */
function inRoles(roles: readonly Role[], role: Role | undefined): boolean {
  return role !== undefined && roles.includes(role);
}

/** The user menu's items (Mi perfil, Cerrar sesión), open under the account button `anchor`. */
export function UserMenu({ menuId, anchor, onClose }: { menuId: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    onClose();
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        {t('nav.profile')}
      </MenuItem>
      <MenuItem onClick={() => void handleSignOut()}>{t('nav.signOut')}</MenuItem>
    </Menu>
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

interface NavigationDrawerProps extends DrawerContentProps {
  /** Permanent beside the page on a wide screen; a temporary drawer over it on a phone. */
  variant: 'permanent' | 'temporary';
  open?: boolean;
  onClose?: () => void;
  /** The event's name, at the head of the phone's drawer. */
  eventName: string;
  /** The drawer's width (px), which the layout keeps free on a wide screen while the drawer loads. */
  width: number;
}

/** The navigation drawer of the signed-in areas. */
export function NavigationDrawer({ variant, open, onClose, eventName, width, ...content }: NavigationDrawerProps) {
  const drawerPaper = { width, boxSizing: 'border-box' as const, borderRight: 1, borderColor: 'divider' };
  if (variant === 'permanent') {
    return (
      <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': drawerPaper }}>
        <Toolbar />
        <DrawerContent {...content} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
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
      <DrawerContent {...content} onNavigate={onClose} />
    </Drawer>
  );
}
