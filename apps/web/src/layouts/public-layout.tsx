import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../data/session';
import { settingsQuery } from '../data/settings';

/** Layout of the public pages: a light header with the event's name, the page, and a footer. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const { pathname } = useLocation();
  const settings = useQuery(settingsQuery);
  // While the settings load or cannot be read the header names the product (app.name), not the event:
  // the shared eventDisplayName's default event name would claim an event the page has not read.
  const eventName = settings.data?.shortName || settings.data?.name || t('app.name');
  // Pages with their own way to the login page do not repeat it in the header.
  const showSignIn = !profile && !['/', '/login', '/setup', '/reset-password'].includes(pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
          >
            <img src="/logo.svg" width={32} height={32} alt="" />
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }} noWrap>
              {eventName}
            </Typography>
          </Link>
          <Box sx={{ flex: 1 }} />
          {profile && pathname !== '/' && (
            <Button component={RouterLink} to={homePathFor(profile)} variant="outlined">
              {t('nav.myArea')}
            </Button>
          )}
          {showSignIn && (
            <Button component={RouterLink} to="/login" variant="contained">
              {t('nav.signIn')}
            </Button>
          )}
        </Container>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} maxWidth="md" sx={{ flex: 1, py: { xs: 3, md: 5 }, outline: 'none' }}>
        <Outlet />
      </Container>
      {/* On a phone one item a line, the last with room for two: the footer keeps its height whichever font
          draws it (the fallback, wider, until the web font arrives), so the page does not jump. */}
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, bgcolor: 'background.paper' }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: { sm: 'wrap' },
            gap: { xs: 1, sm: 3 },
            alignItems: { xs: 'flex-start', sm: 'center' },
          }}
        >
          <Link component={RouterLink} to="/tyc" color="inherit">
            {t('routes.tyc')}
          </Link>
          <Link component={RouterLink} to="/privacy-policy" color="inherit">
            {t('routes.privacy')}
          </Link>
          <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: { xs: '2lh', sm: 0 } }}>
            {t('app.poweredBy')}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
