import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface Props {
  total: number;
  /** 0-based; clamped to the last page when the total shrank. */
  page: number;
  pageSize: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** A server-paged table's footer: rows per page, "1–25 de 120", first/previous/next/last, in the app's words. */
export function TablePager({ total, page, pageSize, sizes, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_e, next) => onPage(next)}
      onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
      labelRowsPerPage={t('common.pager.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.pager.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`common.pager.pageAria.${type}`)}
    />
  );
}
