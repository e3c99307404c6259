import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, type RefObject, useId, useState } from 'react';
import { UploadLimit } from './upload-limit';

interface Props {
  /** What the input accepts (the browser's filter; the server judges the content). */
  accept: string;
  /** «Arrastra aquí…», the zone's text. */
  dropText: string;
  /** The file input's accessible name and the button's label. */
  inputLabel: string;
  chooseLabel: string;
  /** The chosen file in words (name, size), shown under the button; nothing before a file is chosen. */
  chosen: string | null;
  onPick: (file: File | undefined) => void;
  /** The hidden file input, when the caller clears it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** A line under the text (e.g. the formats accepted). */
  hint?: ReactNode;
  /** The largest file taken (bytes), said under the text; undefined while the server has not told it. */
  maxBytes: number | undefined;
  compact?: boolean;
}

/** One file, dropped on the zone or chosen with the button (a label for the visually hidden input). */
export function FileDropZone({
  accept,
  dropText,
  inputLabel,
  chooseLabel,
  chosen,
  onPick,
  inputRef,
  hint,
  maxBytes,
  compact = false,
}: Props) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onPick(event.dataTransfer.files[0]);
  };
  return (
    <Box
      data-testid="file-drop"
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
        p: compact ? 2 : { xs: 2, sm: 4 },
        textAlign: 'center',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
      }}
    >
      {!compact && <UploadFile sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />}
      <Typography sx={{ mb: 0.5 }}>{dropText}</Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
      <UploadLimit maxBytes={maxBytes} />
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      <Button variant="contained" component="label" htmlFor={inputId} startIcon={<UploadFile />}>
        {chooseLabel}
      </Button>
      {chosen && (
        <Typography sx={{ mt: 2, fontWeight: 600, overflowWrap: 'anywhere' }} role="status" data-testid="chosen-file">
          {chosen}
        </Typography>
      )}
    </Box>
  );
}
