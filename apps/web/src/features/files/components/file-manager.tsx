import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Folder, FolderListing, StoredFileEntry } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { UndoAlert } from '../../../components/undo-alert';
import { useUndoableDelete } from '../../../components/use-undoable-delete';
import { formatDateTime } from '../../../lib/format';
import {
  type FileScope,
  fileUrl,
  folderQuery,
  type Item,
  useChangeFile,
  useChangeFolder,
  useCreateFolder,
  useRestoreItem,
  useTrashItem,
  zipUrl,
} from '../api';
import { formatBytes } from '../bytes';
import { DropZone } from './drop-zone';
import { ItemMenu } from './item-menu';
import { MoveDialog } from './move-dialog';
import { TrashView } from './trash-view';
import { lazyDialog } from '../../../components/on-demand';

const NameDialog = lazyDialog(() => import('./name-dialog').then((m) => m.NameDialog));

type Open =
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: Folder }
  | { kind: 'renameFile'; file: StoredFileEntry }
  | { kind: 'moveFolder'; folder: Folder }
  | { kind: 'moveFile'; file: StoredFileEntry };

/**
 * A scope's file manager: breadcrumbs, the folder's folders and files, a drop zone for several files with
 * a progress bar each, rename/move dialogs, delete with «Deshacer», the trash with «Restaurar», a folder as
 * ZIP and the space used. Mount it with `key={scope}` so another scope starts at its top.
 */
export function FileManager({ scope }: { scope: FileScope }) {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [inTrash, setInTrash] = useState(false);
  const [open, setOpen] = useState<Open | null>(null);
  const listing = useQuery(folderQuery(scope, folderId));
  const createFolder = useCreateFolder(scope);
  const changeFolder = useChangeFolder(scope);
  const changeFile = useChangeFile(scope);
  const trash = useTrashItem(scope);
  const restore = useRestoreItem(scope);

  const deletion = useUndoableDelete<{ item: Item; name: string }>(
    ({ item }) => trash.mutateAsync(item),
    ({ item }) => restore.mutateAsync(item),
    () => t('files.restored'),
  );
  const remove = (item: Item, name: string) => deletion.remove({ item, name });

  if (inTrash)
    return (
      <Stack spacing={2}>
        <div>
          <Button onClick={() => setInTrash(false)}>{t('files.backToFiles')}</Button>
        </div>
        <TrashView scope={scope} />
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<CreateNewFolderOutlined />} variant="outlined" onClick={() => setOpen({ kind: 'newFolder' })}>
          {t('files.newFolder')}
        </Button>
        <Button startIcon={<Download />} href={zipUrl(scope, folderId)} download>
          {t('files.downloadZip')}
        </Button>
        <Button startIcon={<DeleteOutline />} onClick={() => setInTrash(true)}>
          {t('files.trash')}
        </Button>
        {listing.data && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {t('files.used', { size: formatBytes(t, listing.data.usedBytes) })}
          </Typography>
        )}
      </Stack>
      {deletion.deleted && (
        <UndoAlert undoLabel={t('files.undo')} onUndo={() => void deletion.undo()} onClose={deletion.dismiss}>
          {t('files.deleted', { name: deletion.deleted.name })}
        </UndoAlert>
      )}
      <QueryView query={listing}>
        {(data) => (
          <Stack spacing={2}>
            <Path data={data} onOpen={setFolderId} />
            <DropZone scope={scope} folderId={folderId} />
            {data.folders.length + data.files.length === 0 ? (
              <Typography color="text.secondary">{t('files.empty')}</Typography>
            ) : (
              <Table size="small" aria-label={data.folder?.name ?? t('files.top')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('files.columns.name')}</TableCell>
                    <TableCell>{t('files.columns.size')}</TableCell>
                    <TableCell>{t('files.columns.uploadedBy')}</TableCell>
                    <TableCell>{t('files.columns.date')}</TableCell>
                    <TableCell align="right">{t('common.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.folders.map((f) => (
                    <TableRow key={f.id}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <FolderOutlined fontSize="small" color="action" />
                          <Link
                            component="button"
                            type="button"
                            onClick={() => setFolderId(f.id)}
                            aria-label={t('files.open', { name: f.name })}
                          >
                            {f.name}
                          </Link>
                        </Stack>
                      </TableCell>
                      <TableCell>—</TableCell>
                      <TableCell>—</TableCell>
                      <TableCell>{formatDateTime(f.createdAt)}</TableCell>
                      <TableCell align="right">
                        <ItemMenu
                          name={f.name}
                          actions={[
                            { label: t('files.rename'), onClick: () => setOpen({ kind: 'renameFolder', folder: f }) },
                            { label: t('files.move'), onClick: () => setOpen({ kind: 'moveFolder', folder: f }) },
                            { label: t('files.downloadZip'), href: zipUrl(scope, f.id) },
                            { label: t('files.delete'), onClick: () => remove({ kind: 'folder', id: f.id }, f.name) },
                          ]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                  {data.files.map((f) => (
                    <TableRow key={f.id}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <InsertDriveFileOutlined fontSize="small" color="action" />
                          <Link href={fileUrl(scope, f.id)} download>
                            {f.name}
                          </Link>
                        </Stack>
                      </TableCell>
                      <TableCell>{formatBytes(t, f.size)}</TableCell>
                      <TableCell>{f.uploadedByName ?? '—'}</TableCell>
                      <TableCell>{formatDateTime(f.createdAt)}</TableCell>
                      <TableCell align="right">
                        <ItemMenu
                          name={f.name}
                          actions={[
                            { label: t('files.download'), href: fileUrl(scope, f.id) },
                            { label: t('files.rename'), onClick: () => setOpen({ kind: 'renameFile', file: f }) },
                            { label: t('files.move'), onClick: () => setOpen({ kind: 'moveFile', file: f }) },
                            { label: t('files.delete'), onClick: () => remove({ kind: 'file', id: f.id }, f.name) },
                          ]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        )}
      </QueryView>

      {open?.kind === 'newFolder' && (
        <NameDialog
          title={t('files.newFolder')}
          label={t('files.folderName')}
          submitLabel={t('common.create')}
          kind="folder"
          onSave={async (name) => {
            await createFolder.mutateAsync({ parentId: folderId, name });
            return t('files.created');
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'renameFolder' && (
        <NameDialog
          title={t('files.renameTitle', { name: open.folder.name })}
          label={t('files.folderName')}
          submitLabel={t('files.rename')}
          initial={open.folder.name}
          kind="folder"
          onSave={async (name) => {
            await changeFolder.mutateAsync({ id: open.folder.id, input: { name } });
            return t('files.renamed');
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'renameFile' && (
        <NameDialog
          title={t('files.renameTitle', { name: open.file.name })}
          label={t('files.fileName')}
          submitLabel={t('files.rename')}
          initial={open.file.name}
          kind="file"
          onSave={async (name) => {
            await changeFile.mutateAsync({ id: open.file.id, input: { name } });
            return t('files.renamed');
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'moveFolder' && (
        <MoveDialog
          scope={scope}
          name={open.folder.name}
          current={open.folder.parentId}
          movingFolderId={open.folder.id}
          onMove={(parentId) => changeFolder.mutateAsync({ id: open.folder.id, input: { parentId } })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'moveFile' && (
        <MoveDialog
          scope={scope}
          name={open.file.name}
          current={open.file.folderId}
          onMove={(folderId) => changeFile.mutateAsync({ id: open.file.id, input: { folderId } })}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

/** The breadcrumbs: the top, then each folder down to the one open (the last one is not a link). */
function Path({ data, onOpen }: { data: FolderListing; onOpen: (folderId: string | null) => void }) {
  const { t } = useTranslation();
  const crumbs = [
    { id: null as string | null, name: t('files.top') },
    ...data.path.map((f) => ({ id: f.id as string | null, name: f.name })),
  ];
  return (
    <Breadcrumbs aria-label={t('files.breadcrumbs')}>
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={c.id ?? 'top'} color="text.primary" aria-current="page">
            {c.name}
          </Typography>
        ) : (
          <Link key={c.id ?? 'top'} component="button" type="button" onClick={() => onOpen(c.id)}>
            {c.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
