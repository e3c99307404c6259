import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface Props {
  /** How many rows there are in all (at least, with `moreThanTotal`). */
  total: number;
  /** The total was counted up to a cap: there are more rows than it (the last page is unknown). */
  moreThanTotal?: boolean;
  /** The page shown, from 0; clamped to the last page when the total shrank. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Rows-per-page choices, when the reader may change it. */
  sizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}

/** A server-paged list's footer: rows per page (optional), «1–25 de 120», first/previous/next/last, in the app's words. */
export function Pager({ total, moreThanTotal = false, page, pageSize, onPage, sizes = [], onPageSize }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={moreThanTotal ? -1 : total}
      page={moreThanTotal ? page : Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPageSize?.(Number(event.target.value))}
      labelRowsPerPage={t('common.pager.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        moreThanTotal
          ? t('common.pager.displayedRowsMore', { from, to, count: total })
          : t('common.pager.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`common.pager.pageAria.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
