import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LoadProblem } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

const SHOWN = 500;

/** Every problem of a load: row (as in the spreadsheet), column and the Spanish message. */
export function ProblemsTable({ problems }: { problems: LoadProblem[] }) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={t('schoolLoad.problemsTable')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{t('schoolLoad.problemRow')}</TableCell>
              <TableCell sx={{ width: 200 }}>{t('schoolLoad.problemColumn')}</TableCell>
              <TableCell>{t('schoolLoad.problemMessage')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.slice(0, SHOWN).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never reorder
              <TableRow key={i}>
                <TableCell>{p.row ?? '—'}</TableCell>
                <TableCell>{p.column ?? t('schoolLoad.wholeLoad')}</TableCell>
                <TableCell>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {problems.length > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('schoolLoad.moreProblems', { count: problems.length - SHOWN })}
        </Typography>
      )}
    </>
  );
}
