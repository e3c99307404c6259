import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageFallback } from '../components/query-state';
import { newsArticleQuery } from '../features/press/api';
import { formatDateTime } from '../lib/format';
import { useMomentText } from '../lib/use-moment-text';
import { Markdown, preloadMarkdown } from '../components/markdown-lazy';

preloadMarkdown();

/** /noticias/:slug: one published press article, for anyone. */
export default function NewsArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const article = useQuery(newsArticleQuery(slug));
  const publishedOn = useMomentText(article.data?.publishedAt, formatDateTime);
  useEffect(() => {
    if (article.data) document.title = pageTitle(article.data.title);
  }, [article.data]);
  if (!article.isSuccess) return <PageFallback title={t('news.title')} query={article} />;
  const a = article.data;

  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', overflowWrap: 'anywhere' }}>
      <Link component={RouterLink} to="/" underline="hover">
        {t('news.back')}
      </Link>
      <Typography variant="h3" component="h1" sx={{ mt: 2, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {a.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography color="text.secondary">
          {[a.authorName && t('news.by', { name: a.authorName }), t('news.publishedOn', { date: publishedOn })].filter(Boolean).join(' · ')}
        </Typography>
        {a.tags.map((tag) => (
          <Chip key={tag.id} size="small" label={tag.name} />
        ))}
      </Stack>
      {a.coverUrl && (
        <Box
          component="img"
          src={a.coverUrl}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 3 }}
        />
      )}
      {a.summary && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3, fontWeight: 400 }}>
          {a.summary}
        </Typography>
      )}
      <Markdown source={a.body} pageTitle={a.title} />
    </Box>
  );
}
