import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/** A byte limit in megabytes as people read it: «25», «2,5». */
export function megabytes(maxBytes: number): string {
  return formatNumber(maxBytes / (1024 * 1024), 1);
}

/**
 * «Hasta 25 MB por archivo.»: the limit of an upload field, said before a file is chosen (every file input shows
 * it through this one line). Nothing while the limit is not known yet.
 */
export function UploadLimit({ maxBytes }: { maxBytes: number | undefined }) {
  const { t } = useTranslation();
  if (maxBytes === undefined) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
      {t('common.uploadLimit', { size: megabytes(maxBytes) })}
    </Typography>
  );
}
