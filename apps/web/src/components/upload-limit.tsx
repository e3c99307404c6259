import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/**
 * «Hasta 25 MB por archivo.»: the limit of an upload field, said before a file is chosen (every file input shows
 * it through this one line). Nothing while the limit is not known yet.
 */
export function UploadLimit({ maxBytes }: { maxBytes: number | undefined }) {
  const { t } = useTranslation();
  if (maxBytes === undefined) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
      {t('common.uploadLimit', { size: formatNumber(maxBytes / (1024 * 1024), 1) })}
    </Typography>
  );
}
