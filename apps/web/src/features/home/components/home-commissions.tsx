import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DocumentLinks } from '../../../components/document-links';
import { QueryView } from '../../../components/query-state';
import { TopicList } from '../../../components/topic-list';
import { publicCommissionsQuery } from '../api';

/** The active commissions, for everyone: name and acronym, kind, room, topics and their public documents. */
export function HomeCommissions() {
  const { t } = useTranslation();
  const commissions = useQuery(publicCommissionsQuery);
  return (
    <QueryView query={commissions} empty={t('home.noCommissions')}>
      {(data) => (
        <Box
          component="ul"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, listStyle: 'none', m: 0, p: 0 }}
        >
          {data.map((commission) => (
            <Card key={commission.name} component="li" variant="outlined" sx={{ minWidth: 0 }}>
              <CardContent>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mb: 0.5 }}>
                  <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {commission.name}
                  </Typography>
                  <Chip label={commission.acronym} size="small" />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t(`commissions.kinds.${commission.kind}`)}
                </Typography>
                {commission.room && (
                  <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                    <PlaceOutlined fontSize="small" aria-hidden />
                    {t('home.room', { room: commission.room })}
                  </Typography>
                )}
                <Typography variant="subtitle2" component="p" sx={{ mt: 1.5, mb: 0.5 }}>
                  {t('home.topics')}
                </Typography>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <TopicList topics={commission.topics} />
                </Box>
                {commission.documents.length > 0 && (
                  <>
                    <Typography variant="subtitle2" component="p" sx={{ mt: 1.5, mb: 0.5 }}>
                      {t('home.documents')}
                    </Typography>
                    <DocumentLinks documents={commission.documents} label={t('home.documentsOf', { name: commission.name })} />
                  </>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </QueryView>
  );
}
