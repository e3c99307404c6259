import type { CommissionDocument } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useUploadVersion } from '../api';
import { FileDrop } from './file-drop';

/** A new version of a document: one file, dropped or chosen, sent with a progress bar; the earlier ones stay. */
export function UploadDialog({ commissionId, doc, onClose }: { commissionId: string; doc: CommissionDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadVersion(commissionId);
  const submit = useSubmit(null, { failureIn: 'form', serverWords: ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const done = await submit.run(async () => {
      try {
        await upload.mutateAsync({ id: doc.id, file, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
      return t('documents.uploaded');
    });
    if (done) onClose();
  };

  return (
    <FormDialog
      title={t('documents.uploadTitle', { title: doc.title })}
      submitLabel={t('documents.send')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={!file || submit.busy}
    >
      <FileDrop file={file} onFile={setFile} progress={progress} />
    </FormDialog>
  );
}
