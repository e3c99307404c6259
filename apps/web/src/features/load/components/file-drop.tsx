import { MAX_LOAD_FILE_BYTES } from '@quorum/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/file-drop-zone';
import { formatNumber } from '../../../lib/format';

/** «340 KB», «2,5 MB». */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}

interface Props {
  file: File | null;
  onPick: (file: File | undefined) => void;
  /** The hidden file input (cleared when the load starts over). */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Drop a spreadsheet here or choose it: shows the chosen file's name and size. */
export function FileDrop({ file, onPick, inputRef }: Props) {
  const { t } = useTranslation();
  return (
    <FileDropZone
      accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
      dropText={t('schoolLoad.dropHere')}
      inputLabel={t('schoolLoad.fileInput')}
      chooseLabel={t('schoolLoad.chooseFile')}
      chosen={file && t('schoolLoad.chosenFile', { name: file.name, size: formatSize(file.size) })}
      onPick={onPick}
      inputRef={inputRef}
      maxBytes={MAX_LOAD_FILE_BYTES}
    />
  );
}
