import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalKind } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { legalQuery } from '../api';
import { formatDate } from '../../../lib/format';
import { Markdown, preloadMarkdown } from '../../../components/markdown-lazy';
import { QueryView } from '../../../components/query-state';

preloadMarkdown();

/** `/tyc` and `/privacy-policy`: the current published text with its version and date. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const text = useQuery(legalQuery(kind));
  const title = t(kind === 'tyc' ? 'routes.tyc' : 'routes.privacy');
  return (
    <Box component="article">
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <QueryView query={text} empty={t('legal.notPublished')}>
        {(data) => (
          <>
            <Typography color="text.secondary" data-testid="legal-version">
              {t('legal.version', { version: data.version, date: formatDate(data.publishedAt) })}
            </Typography>
            <Markdown source={data.body} pageTitle={title} sx={{ mt: 3 }} />
          </>
        )}
      </QueryView>
    </Box>
  );
}
