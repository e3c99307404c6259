import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalKind } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { legalQuery } from '../api';
import { formatDay } from '../../../lib/format';
import { useMomentText } from '../../../lib/use-moment-text';
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
            <LegalVersion version={data.version} publishedAt={data.publishedAt} />
            <Markdown source={data.body} pageTitle={title} sx={{ mt: 3 }} />
          </>
        )}
      </QueryView>
    </Box>
  );
}

/** «Versión 3, publicada el …»: the day on the event's clock as the server drew the page, then the reader's (`useMomentText`). */
function LegalVersion({ version, publishedAt }: { version: number; publishedAt: string }) {
  const { t } = useTranslation();
  const date = useMomentText(publishedAt, formatDay);
  return (
    <Typography color="text.secondary" data-testid="legal-version">
      {t('legal.version', { version, date })}
    </Typography>
  );
}
