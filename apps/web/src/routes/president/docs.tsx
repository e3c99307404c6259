import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CommissionDocument } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { UndoAlert } from '../../components/undo-alert';
import { useUndoableDelete } from '../../components/use-undoable-delete';
import { commissionQuery } from '../../data/commissions';
import { delegationsQuery } from '../../features/delegations/api';
import { documentsQuery, useDeleteDocument, useRestoreDocument } from '../../features/documents/api';
import { DocumentPreview } from '../../features/documents/components/document-preview';
import { DocumentTrash } from '../../features/documents/components/document-trash';
import { type DocumentAction, DocumentsTable } from '../../features/documents/components/documents-table';
import { UploadDialog } from '../../features/documents/components/upload-dialog';
import { lazyDialog, lazySection } from '../../components/on-demand';
import { loadPapersMessages } from '../../i18n';

const StatusDialog = lazyDialog(() => import('../../features/documents/components/status-dialog').then((m) => m.StatusDialog));

const DocumentDialog = lazyDialog(() => import('../../features/documents/components/document-dialog').then((m) => m.DocumentDialog));

/** The working papers written in the room, following them live, with their part of the catalogue, after the documents have painted. */
const CommissionPapers = lazySection(
  () => Promise.all([import('./docs-papers'), loadPapersMessages()]).then(([m]) => m.LiveCommissionPapers),
  240,
);

type Open = { action: Exclude<DocumentAction, 'preview' | 'delete'> | 'new'; doc: CommissionDocument | null } | null;

/**
 * /president/docs/:id (Documentos): the commission's documents — new ones with their file, details, status,
 * new versions and the old ones to download — a preview of the latest version of the one picked, and the trash
 * (a deleted document can be brought back at once with «Deshacer», or later from «Papelera»), and the working papers
 * the delegations write in the room (decision 038).
 */
export default function PresidentDocsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const documents = useQuery(documentsQuery(id));
  const delegations = useQuery(delegationsQuery(id));
  const [open, setOpen] = useState<Open>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [inTrash, setInTrash] = useState(false);
  const remove = useDeleteDocument(id);
  const restore = useRestoreDocument(id);
  const deletion = useUndoableDelete<CommissionDocument>(
    (doc) => remove.mutateAsync(doc.id),
    (doc) => restore.mutateAsync(doc.id),
    (doc) => t('documentTrash.restored', { title: doc.title }),
  );
  const title = t('routes.presidentDocs');
  if (!documents.isSuccess) return <PageFallback title={title} query={documents} />;
  const list = documents.data;
  const preview = list.find((d) => d.id === previewId) ?? list.find((d) => d.versions.length > 0);
  const current = (docId: string | undefined) => list.find((d) => d.id === docId) ?? null;
  const options = (delegations.data ?? []).map((d) => ({ id: d.id, name: d.name }));
  const close = () => setOpen(null);

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={title}
        subtitle={commission.data && t('documents.subtitle', { name: commission.data.name })}
        add={{ label: t('documents.new'), onClick: () => setOpen({ action: 'new', doc: null }) }}
      />
      <Stack spacing={3}>
        <div>
          <Button startIcon={<DeleteOutline />} onClick={() => setInTrash(!inTrash)}>
            {inTrash ? t('documentTrash.back') : t('documentTrash.title')}
          </Button>
        </div>
        {deletion.deleted && (
          <UndoAlert undoLabel={t('documentTrash.undo')} onUndo={() => void deletion.undo()} onClose={deletion.dismiss}>
            {t('documentTrash.deleted', { title: deletion.deleted.title })}
          </UndoAlert>
        )}
        {inTrash ? (
          <DocumentTrash commissionId={id} />
        ) : (
          <>
            <DocumentsTable
              commissionId={id}
              documents={list}
              onAction={(action, doc) => {
                if (action === 'preview') setPreviewId(doc.id);
                else if (action === 'delete') void deletion.remove(doc);
                else setOpen({ action, doc });
              }}
            />
            {preview && <DocumentPreview commissionId={id} doc={preview} />}
            <CommissionPapers commissionId={id} />
          </>
        )}
      </Stack>
      {open && (open.action === 'new' || open.action === 'edit') && (
        <DocumentDialog commissionId={id} doc={current(open.doc?.id)} delegations={options} onClose={close} />
      )}
      {open?.action === 'upload' && open.doc && <UploadDialog commissionId={id} doc={open.doc} onClose={close} />}
      {open?.action === 'status' && open.doc && <StatusDialog commissionId={id} doc={current(open.doc.id) ?? open.doc} onClose={close} />}
    </Box>
  );
}
