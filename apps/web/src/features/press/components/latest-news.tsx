import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { articlePath, HOME_NEWS } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import { newsQuery } from '../api';

/** «Últimas noticias» on the home page: the featured article first and larger, then the newest; nothing while there are none. */
export function LatestNews() {
  const { t } = useTranslation();
  const headingId = useId();
  const news = useQuery(newsQuery({ limit: HOME_NEWS }));
  if (!news.data?.length) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {t('news.latest')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, listStyle: 'none', m: 0, p: 0 }}
      >
        {news.data.map((item) => (
          <Card
            key={item.slug}
            component="li"
            variant="outlined"
            sx={{ minWidth: 0, gridColumn: item.featured ? { sm: '1 / -1' } : undefined }}
          >
            <CardActionArea component={RouterLink} to={articlePath(item.slug)} sx={{ height: '100%' }}>
              {item.coverUrl && (
                <Box
                  component="img"
                  src={item.coverUrl}
                  alt=""
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', aspectRatio: item.featured ? '21 / 9' : '16 / 9', objectFit: 'cover' }}
                />
              )}
              <CardContent>
                {item.featured && <Chip size="small" color="primary" label={t('news.featured')} sx={{ mb: 1 }} />}
                <Typography variant={item.featured ? 'h5' : 'h6'} component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {formatDate(item.publishedAt.slice(0, 10))}
                </Typography>
                {item.summary && (
                  <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                    {item.summary}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
