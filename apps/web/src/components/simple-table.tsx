import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { QueryView, type ViewableQuery } from './query-state';

export interface Column<R> {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right' | 'center';
  sx?: SxProps<Theme>;
}

export interface SimpleTableProps<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The text of the one row shown when there are no rows. */
  emptyText: ReactNode;
  /** The table's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  size?: 'small' | 'medium';
  /** Extra attributes of a row (e.g. a test id). */
  rowProps?: (row: R) => Record<string, string>;
  /** `paper`: an outlined sheet (default); `plain`: no frame (inside a card). */
  frame?: 'paper' | 'plain';
  /** Round the sheet's corners more (the theme's large radius). */
  rounded?: boolean;
  /** Rows light up under the pointer. */
  hover?: boolean;
  sx?: SxProps<Theme>;
}

/** A read-only table: one header row from the columns, one row per item, or the empty text. */
export function SimpleTable<R>({
  columns,
  rows,
  rowKey,
  emptyText,
  label,
  labelledBy,
  size,
  rowProps,
  frame = 'paper',
  rounded = false,
  hover = false,
  sx,
}: SimpleTableProps<R>) {
  const paper = {
    component: Paper,
    variant: 'outlined' as const,
    sx: [rounded && { borderRadius: 4 }, ...(Array.isArray(sx) ? sx : [sx])],
  };
  const containerProps = frame === 'paper' ? paper : { sx };
  return (
    <TableContainer {...containerProps}>
      <Table size={size} aria-label={label} aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={hover} {...rowProps?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface QueryTableProps<R> extends Omit<SimpleTableProps<R>, 'rows'> {
  query: ViewableQuery<R[]>;
  /** Shown instead of the table when there are no rows; default: the empty text as a line. */
  empty?: ReactNode;
  /** The rows to show of those fetched (e.g. the first 20). */
  select?: (rows: R[]) => readonly R[];
}

/** A query's rows as a SimpleTable, with the query's pending, error and empty states. */
export function QueryTable<R>({ query, empty, select, ...table }: QueryTableProps<R>) {
  return (
    <QueryView query={query} empty={empty ?? table.emptyText}>
      {(data) => <SimpleTable {...table} rows={select ? select(data) : data} />}
    </QueryView>
  );
}
