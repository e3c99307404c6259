import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CommissionDocument, documentVersionUrl } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** The latest version of a document shown in the page: a PDF in the browser's own viewer, an image as itself. */
export function DocumentPreview({ commissionId, doc }: { commissionId: string; doc: CommissionDocument }) {
  const { t } = useTranslation();
  const latest = doc.versions[0];
  if (!latest) return null;
  const url = documentVersionUrl(commissionId, doc.id, latest.id, true);
  const label = t('documents.previewOf', { title: doc.title, number: latest.number });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="document-preview">
      <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {doc.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('documents.versionLine', { number: latest.number, name: latest.name, size: `${formatNumber(latest.size / 1024, 0)} KB` })}
      </Typography>
      {latest.mediaType === 'application/pdf' ? (
        <Box component="iframe" key={latest.id} src={url} title={label} sx={{ width: '100%', height: 600, border: 0 }} />
      ) : (
        <Box component="img" key={latest.id} src={url} alt={label} sx={{ maxWidth: '100%', height: 'auto', display: 'block' }} />
      )}
    </Paper>
  );
}
