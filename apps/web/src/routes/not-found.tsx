import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
