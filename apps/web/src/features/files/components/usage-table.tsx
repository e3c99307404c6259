import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ScopeUsage } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatBytes } from '../bytes';

/** Space used by the general folder and each commission, the trash included. */
export function UsageTable({ usage }: { usage: ScopeUsage[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('files.usageHint')}
      </Typography>
      <Table size="small" aria-label={t('files.usage')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('files.usageColumns.name')}</TableCell>
            <TableCell align="right">{t('files.usageColumns.files')}</TableCell>
            <TableCell align="right">{t('files.usageColumns.bytes')}</TableCell>
            <TableCell align="right">{t('files.usageColumns.trash')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {usage.map((u) => (
            <TableRow key={u.scope}>
              <TableCell>{u.commissionId ? u.name : t('files.general')}</TableCell>
              <TableCell align="right">{formatNumber(u.files)}</TableCell>
              <TableCell align="right">{formatBytes(t, u.bytes)}</TableCell>
              <TableCell align="right">{formatBytes(t, u.trashBytes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
