import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicDocument } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

/** A list of a commission's documents for people outside the mesa: each title opens its latest file, then its kind and authors. */
export function DocumentLinks({ documents, label }: { documents: readonly PublicDocument[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }} aria-label={label}>
      {documents.map((doc) => (
        <Typography key={doc.id} component="li" variant="body2">
          {doc.url ? (
            <Link href={doc.url} target="_blank" rel="noopener">
              {doc.title}
            </Link>
          ) : (
            doc.title
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${t(`documents.kinds.${doc.kind}`)}${doc.authors.length ? ` · ${doc.authors.join(', ')}` : ''}`}
          </Typography>
        </Typography>
      ))}
    </Box>
  );
}
