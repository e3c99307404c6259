import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/errors';
import { PageHeader } from './page-header';

/** A centred spinner for data being fetched. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** The translated message of a failed query, with a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {message(error)}
    </Alert>
  );
}

/** What QueryView needs of a TanStack query result. */
export interface ViewableQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: ViewableQuery<T>;
  /** Shown instead of `children` when the data is empty (null, or by `isEmpty`). */
  empty?: ReactNode;
  /** When the data counts as empty besides null; default: an empty array. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** Shown while pending; default: a spinner. */
  pending?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

const emptyByDefault = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A query's four states: pending (spinner), error (message and retry), empty (a line of text, also for null) and data. */
export function QueryView<T>({ query, empty, isEmpty = emptyByDefault, pending, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{pending ?? <Loading />}</>;
  if (query.isError || query.data === undefined) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as NonNullable<T> | null;
  if (data === null || (empty !== undefined && isEmpty(data))) {
    return typeof empty === 'string' ? <Typography color="text.secondary">{empty}</Typography> : empty;
  }
  return <>{children(data)}</>;
}

/**
 * A page's state before its data: the spinner while pending, else the page's title over the error.
 * Use as `if (!query.isSuccess) return <PageFallback title={title} query={query} />;`.
 */
export function PageFallback({ title, query }: { title: string; query: Pick<ViewableQuery<unknown>, 'isPending' | 'error' | 'refetch'> }) {
  if (query.isPending) return <Loading />;
  return (
    <Box>
      <PageHeader title={title} />
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    </Box>
  );
}
