import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { type Capability, routePath, type RouteKey } from '@quorum/shared';
import type { es } from '../i18n/es';

type SvgIconComponent = typeof SvgIcon;

/** Routes that appear in a drawer: labelled by their title (routes), or by nav.items where the menu says it shorter. */
export type NavKey = keyof typeof es.routes & RouteKey;

/** The catalogue key of a drawer item's label. */
export function navLabelKey(key: NavKey): `nav.items.${keyof typeof es.nav.items}` | `routes.${NavKey}` {
  return key === 'presidentSettings' || key === 'staffFinder' ? `nav.items.${key}` : `routes.${key}`;
}

export type Area = 'secretary' | 'president' | 'staff';

export interface NavItem {
  key: NavKey;
  to: string;
  icon: SvgIconComponent;
}

/** A drawer item: its route, its icon, and the capability of Permisos its page needs (none: the route's roles suffice). */
type NavEntry = [NavKey, SvgIconComponent, Capability?];

const SECRETARY: NavEntry[] = [
  ['secretaryDashboard', DashboardOutlined],
  ['secretaryCommissions', AccountBalanceOutlined],
  ['secretaryUsers', PeopleOutlined],
  ['secretaryAccess', AdminPanelSettingsOutlined],
  ['secretaryList', ListAltOutlined],
  ['secretaryDelegations', GridViewOutlined],
  // The Gestor works at the door too: the finder is one click away.
  ['staffFinder', PersonSearchOutlined],
  ['staffPublisher', NewspaperOutlined, 'press.publish'],
  ['secretarySettings', EventOutlined],
  ['secretaryOutbox', OutboxOutlined],
  ['secretaryAudit', HistoryOutlined],
];

const PRESIDENT: NavEntry[] = [
  ['presidentDashboard', HomeOutlined],
  ['presidentSessions', GavelOutlined],
  ['presidentDelegates', PeopleOutlined],
  ['presidentDelegations', FlagOutlined],
  ['presidentMeetings', HowToRegOutlined],
  ['presidentDocs', DescriptionOutlined],
  ['presidentAwards', EmojiEventsOutlined],
  ['presidentSender', EmailOutlined],
  ['presidentSettings', TuneOutlined],
];

const STAFF: NavEntry[] = [
  ['staffFinder', PersonSearchOutlined],
  // Every Prensa request needs `press.publish`: Logística without it would find a page that refuses everything.
  ['staffPublisher', NewspaperOutlined, 'press.publish'],
];

/**
 * The navigation drawer's items of an area (the president area needs the commission id) that the signed-in user
 * may use: `mayUse` answers for the capabilities of Permisos.
 */
export function navItems(area: Area, commissionId: string | null, mayUse: (capability: Capability) => boolean): NavItem[] {
  const table = area === 'secretary' ? SECRETARY : area === 'president' ? PRESIDENT : STAFF;
  if (area === 'president' && !commissionId) return [];
  return table
    .filter(([, , capability]) => capability === undefined || mayUse(capability))
    .map(([key, icon]) => ({ key, icon, to: routePath(key, commissionId ?? undefined) }));
}
