import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onPick(event.dataTransfer.files[0]);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
      }}
    >
      <UploadFile sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mb: 2 }}>{t('schoolLoad.dropHere')}</Typography>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        aria-label={t('schoolLoad.fileInput')}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      <Button variant="contained" component="label" htmlFor={inputId} startIcon={<UploadFile />}>
        {t('schoolLoad.chooseFile')}
      </Button>
      {file && (
        <Typography sx={{ mt: 2, fontWeight: 600 }} role="status">
          {t('schoolLoad.chosenFile', { name: file.name, size: formatSize(file.size) })}
        </Typography>
      )}
    </Box>
  );
}
