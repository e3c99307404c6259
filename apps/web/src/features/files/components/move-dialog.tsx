import type { Folder } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { useSubmit } from '../../../components/use-submit';
import { allFoldersQuery, type FileScope } from '../api';

interface Props {
  scope: FileScope;
  name: string;
  /** Where it is now (null: the top). */
  current: string | null;
  /** A folder being moved: it and its subfolders are not offered. */
  movingFolderId?: string;
  onMove: (folderId: string | null) => Promise<unknown>;
  onClose: () => void;
}

const TOP = '__top__';

/** Each folder's full path («Guías / Borradores»), without the folder moved and what is inside it. */
function choicesOf(folders: readonly Folder[], movingFolderId: string | undefined, top: string) {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const pathOf = (f: Folder): Folder[] => {
    const path: Folder[] = [];
    for (let at: Folder | undefined = f; at && path.length < 64; at = at.parentId ? byId.get(at.parentId) : undefined) path.unshift(at);
    return path;
  };
  const options = folders
    .map((f) => ({ folder: f, path: pathOf(f) }))
    .filter(({ path }) => !movingFolderId || !path.some((p) => p.id === movingFolderId))
    .map(({ folder, path }) => ({ value: folder.id, label: path.map((p) => p.name).join(' / ') }))
    .sort((x, y) => x.label.localeCompare(y.label, 'es'));
  return [{ value: TOP, label: top }, ...options];
}

/** Moves a file or a folder to another folder of the same scope. */
export function MoveDialog({ scope, name, current, movingFolderId, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const folders = useQuery(allFoldersQuery(scope));
  const [target, setTarget] = useState(current ?? TOP);
  const submit = useSubmit(null, { failureIn: 'form' });
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const done = await submit.run(async () => {
      await onMove(target === TOP ? null : target);
      return t('files.moved');
    });
    if (done) onClose();
  };
  return (
    <FormDialog
      title={t('files.moveTitle', { name })}
      submitLabel={t('files.move')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={submit.busy || !folders.isSuccess}
    >
      <SelectField
        label={t('files.moveTo')}
        value={target}
        onChange={setTarget}
        options={choicesOf(folders.data ?? [], movingFolderId, t('files.top'))}
      />
    </FormDialog>
  );
}
