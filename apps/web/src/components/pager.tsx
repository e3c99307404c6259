import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface Props {
  /** How many rows there are in all. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** «1–20 de 255» and the buttons to the first, previous, next and last page of a list paged by the server. */
export function Pager({ count, page, pageSize, onPageChange }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPageChange(next)}
      labelDisplayedRows={({ from, to, count: total }) => t('common.pagination.displayedRows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`common.pagination.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
