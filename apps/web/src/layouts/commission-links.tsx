import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { routePath } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { commissionsQuery } from '../data/commissions';

/** The Gestor's drawer: each open commission's area (its president dashboard), one click from the secretary pages. */
export function CommissionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const commissions = useQuery(commissionsQuery(false));
  if (!commissions.data?.length) return null;
  return (
    <>
      <ListSubheader component="div" sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: 2.5, mt: 1 }}>
        {t('nav.commissionAreas')}
      </ListSubheader>
      {commissions.data.map((c) => (
        <ListItemButton
          key={c.id}
          component={NavLink}
          to={routePath('presidentDashboard', c.id)}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mb: 0.25 }}
        >
          <ListItemText primary={c.name} secondary={c.acronym} slotProps={{ primary: { noWrap: true } }} />
        </ListItemButton>
      ))}
    </>
  );
}
