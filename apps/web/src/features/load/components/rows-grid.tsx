import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LOAD_COLUMNS, type LoadField, type LoadGridRow, PREFERENCE_FIELDS } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

/** A blank grid row. */
export function emptyRow(): LoadGridRow {
  return Object.fromEntries(LOAD_COLUMNS.map((c) => [c.key, ''])) as LoadGridRow;
}

const WIDTHS: Partial<Record<LoadField, number>> = { documentType: 90, birthDate: 130, grade: 80 };

/** A cell's hint: the date and document formats, and what a preference holds. */
function placeholderOf(field: LoadField, preference: string): string | undefined {
  if (field === 'birthDate') return 'DD/MM/AAAA';
  if (field === 'documentType') return 'TI/CC/CE/PA';
  return (PREFERENCE_FIELDS as readonly LoadField[]).includes(field) ? preference : undefined;
}

interface Props {
  rows: LoadGridRow[];
  onChange: (rows: LoadGridRow[]) => void;
}

/** A simple editable grid with the template's columns; every cell has its own label ("Nombres, fila 2"). */
export function RowsGrid({ rows, onChange }: Props) {
  const { t } = useTranslation();
  const setCell = (index: number, field: LoadField, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('schoolLoad.gridCaption')} sx={{ minWidth: 1400 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>{t('schoolLoad.gridRow')}</TableCell>
              {LOAD_COLUMNS.map((c) => (
                <TableCell key={c.key} sx={{ minWidth: WIDTHS[c.key] ?? 140 }}>
                  {c.header}
                </TableCell>
              ))}
              <TableCell sx={{ width: 48 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: grid lines are identified by their position (the row number shown)
              <TableRow key={index}>
                <TableCell>{index + 1}</TableCell>
                {LOAD_COLUMNS.map((c) => (
                  <TableCell key={c.key} sx={{ p: 0.5 }}>
                    <input
                      className="load-grid-cell"
                      aria-label={t('schoolLoad.cellLabel', { column: c.header, row: index + 1 })}
                      value={row[c.key] ?? ''}
                      placeholder={placeholderOf(c.key, t('schoolLoad.preferencePlaceholder'))}
                      type={c.key === 'email' ? 'email' : 'text'}
                      onChange={(e) => setCell(index, c.key, e.target.value)}
                      style={{
                        width: '100%',
                        minWidth: (WIDTHS[c.key] ?? 140) - 16,
                        font: 'inherit',
                        padding: '6px 8px',
                        border: '1px solid #c4c4c4',
                        borderRadius: 6,
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell sx={{ p: 0.5 }}>
                  <IconButton
                    aria-label={t('schoolLoad.removeRow', { row: index + 1 })}
                    onClick={() => onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : [emptyRow()])}
                  >
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button startIcon={<Add />} onClick={() => onChange([...rows, emptyRow()])} sx={{ mt: 1 }}>
        {t('schoolLoad.addRow')}
      </Button>
    </>
  );
}
