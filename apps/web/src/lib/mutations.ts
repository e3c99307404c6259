import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export interface InvalidatingOptions<R> {
  /** Invalidate after a failure too (the server may have changed part of the data). */
  always?: boolean;
  /** Wait for the invalidated queries to refetch before the mutation resolves. */
  waitForRefetch?: boolean;
  /** Runs first after a success, e.g. to put the returned record in the cache. */
  onSuccess?: (data: R, client: QueryClient) => void;
}

/** A mutation that marks the queries under `keys` stale once it is done, so the screens showing them refetch. */
export function useInvalidatingMutation<V, R>(
  request: (vars: V) => Promise<R>,
  keys: readonly QueryKey[],
  { always = false, waitForRefetch = false, onSuccess }: InvalidatingOptions<R> = {},
) {
  const client = useQueryClient();
  const invalidate = () => {
    const refetched = Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    return waitForRefetch ? refetched : undefined;
  };
  return useMutation({
    mutationFn: request,
    onSuccess: (data: R) => {
      onSuccess?.(data, client);
      return always ? undefined : invalidate();
    },
    onSettled: always ? invalidate : undefined,
  });
}
