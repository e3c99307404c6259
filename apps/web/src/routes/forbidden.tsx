import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../data/session';

/** /error: the user may not open the page they asked for. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        {t('forbidden.title')}
      </Typography>
      <Typography color="text.secondary">{t('forbidden.body')}</Typography>
      <Button component={RouterLink} to={profile ? homePathFor(profile) : '/'} variant="contained">
        {profile ? t('forbidden.backHome') : t('forbidden.backStart')}
      </Button>
    </Stack>
  );
}
