import { useState } from 'react';
import { useSubmit } from './use-submit';

/**
 * Deleting to a trash from a list: the item goes at once, and the last one deleted can be brought back with
 * «Deshacer» (`UndoAlert`) until its notice is closed. `restoredMessage` is the toast after an undo.
 */
export function useUndoableDelete<T>(
  remove: (item: T) => Promise<unknown>,
  restore: (item: T) => Promise<unknown>,
  restoredMessage: (item: T) => string,
) {
  const submit = useSubmit();
  const [deleted, setDeleted] = useState<T | null>(null);
  return {
    /** The last item deleted here, while its notice is shown. */
    deleted,
    dismiss: () => setDeleted(null),
    remove: (item: T) =>
      submit.run(async () => {
        await remove(item);
        setDeleted(item);
        return true;
      }),
    undo: () =>
      submit.run(async () => {
        if (!deleted) return false;
        await restore(deleted);
        setDeleted(null);
        return restoredMessage(deleted);
      }),
  };
}
