import type { CommissionDocument } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../components/use-submit';
import { useDeleteDocument, useRestoreDocument } from './api';

/**
 * Deleting a document from the list: it goes to the trash at once, and the last one deleted can be brought back
 * with «Deshacer» until the notice is closed.
 */
export function useDocumentDeletion(commissionId: string) {
  const { t } = useTranslation();
  const remove = useDeleteDocument(commissionId);
  const restore = useRestoreDocument(commissionId);
  const submit = useSubmit();
  const [deleted, setDeleted] = useState<CommissionDocument | null>(null);
  return {
    /** The last document deleted here, while its notice is shown. */
    deleted,
    dismiss: () => setDeleted(null),
    remove: (doc: CommissionDocument) =>
      submit.run(async () => {
        await remove.mutateAsync(doc.id);
        setDeleted(doc);
        return true;
      }),
    undo: () =>
      submit.run(async () => {
        if (!deleted) return false;
        await restore.mutateAsync(deleted.id);
        setDeleted(null);
        return t('documentTrash.restored', { title: deleted.title });
      }),
  };
}
