import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../../components/query-state';
import { formatDateRange } from '../../../lib/format';
import { settingsQuery } from '../../../data/settings';

/** The event's name, dates and place (the app's name when the settings cannot be read). */
export function EventHeading() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery);
  const dates = settings.data ? formatDateRange(settings.data.startDate, settings.data.endDate) : null;
  const place = settings.data ? [settings.data.venue, settings.data.city].filter(Boolean).join(', ') : '';
  return (
    <Box component="section" aria-labelledby="event-title">
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <>
          <Typography variant="h3" component="h1" id="event-title" gutterBottom>
            {t('app.name')}
          </Typography>
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        </>
      ) : (
        <>
          <Typography
            variant="h3"
            component="h1"
            id="event-title"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, overflowWrap: 'anywhere' }}
            gutterBottom
          >
            {settings.data.name}
          </Typography>
          <Stack spacing={0.5}>
            {dates && (
              <Typography variant="h6" component="p" sx={{ fontWeight: 500 }}>
                {dates}
              </Typography>
            )}
            {place && (
              <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <PlaceOutlined fontSize="small" aria-hidden />
                {place}
              </Typography>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
