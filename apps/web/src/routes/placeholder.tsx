import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { usePageRoute } from '../components/use-page-route';

/** Every route not built yet: its title and a plain notice. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const route = usePageRoute();
  const title = route ? t(`routes.${route.key}` as 'routes.home') : t('app.name');
  return (
    <Box sx={route?.key === 'banner' ? { p: 4 } : undefined}>
      <PageHeader title={title} />
      <Alert severity="info" data-testid="not-available">
        {t('placeholder.body')}
      </Alert>
    </Box>
  );
}
