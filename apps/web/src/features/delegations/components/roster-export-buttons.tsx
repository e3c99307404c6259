import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myCapabilitiesQuery } from '../../../data/capabilities';
import { rosterExportUrl } from '../api';

/**
 * The commission's delegates to download (XLSX, CSV, the roll-call PDF), shown only while Permisos lets the
 * user export (`exports.download`; always for a Gestor). The server checks the same switch.
 */
export function RosterExportButtons({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const capabilities = useQuery(myCapabilitiesQuery);
  if (!capabilities.data?.['exports.download']) return null;
  const formats = [
    ['xlsx', t('chairArea.delegates.exportXlsx')],
    ['csv', t('chairArea.delegates.exportCsv')],
    ['pdf', t('chairArea.delegates.exportRollCall')],
  ] as const;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {formats.map(([format, label]) => (
        <Button key={format} variant="outlined" startIcon={<FileDownload />} href={rosterExportUrl(commissionId, format)} download>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
