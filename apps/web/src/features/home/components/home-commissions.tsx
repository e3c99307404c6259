import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { commissionsQuery } from '../../../data/commissions';
import { TopicList } from '../../../components/topic-list';

/** The active commissions with their topics (for signed-in staff). */
export function HomeCommissions() {
  const { t } = useTranslation();
  const commissions = useQuery(commissionsQuery(false));
  return (
    <QueryView query={commissions} empty={t('home.noCommissions')}>
      {(data) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {data.map((commission) => (
            <Card key={commission.id} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" component="h3">
                    {commission.name}
                  </Typography>
                  <Chip label={commission.acronym} size="small" />
                </Stack>
                <TopicList topics={commission.topics} />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </QueryView>
  );
}
