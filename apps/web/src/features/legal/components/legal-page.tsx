import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalKind } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { legalQuery } from '../api';
import { formatDate } from '../../../lib/format';
import { Markdown } from '../../../lib/markdown';
import { QueryView } from '../../../components/query-state';

/** Typography for rendered Markdown. */
export const markdownSx = {
  lineHeight: 1.7,
  '& h2': { fontSize: '1.5rem', fontWeight: 700, mt: 4, mb: 1 },
  '& h3': { fontSize: '1.25rem', fontWeight: 700, mt: 3, mb: 1 },
  '& h4, & h5, & h6': { fontSize: '1.05rem', fontWeight: 700, mt: 2, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 1 },
  '& a': { color: 'inherit' },
} as const;

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
            <Box sx={markdownSx}>
              <Markdown source={data.body} pageTitle={title} />
            </Box>
          </>
        )}
      </QueryView>
    </Box>
  );
}
