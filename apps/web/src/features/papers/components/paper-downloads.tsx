import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { type PapersSource, paperDownloadPath } from '../api';

/**
 * The paper's saved text as files laid out as a resolution (decision 038): plain links the browser saves, through the
 * reader's own way in (the phone's room pass, the chair's or the Gestor's session).
 */
export function PaperDownloads({ source, paperId }: { source: PapersSource; paperId: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={3} aria-label={t('papers.downloads.label')} role="group">
      <Link href={paperDownloadPath(source, paperId, 'pdf')} download>
        {t('papers.downloads.pdf')}
      </Link>
      <Link href={paperDownloadPath(source, paperId, 'docx')} download>
        {t('papers.downloads.docx')}
      </Link>
    </Stack>
  );
}
