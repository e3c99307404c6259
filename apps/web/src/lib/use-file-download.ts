import { useCallback, useRef, useState } from 'react';
import { downloadWithProgress } from './api';

/** Progress of a download: bytes received and the server's estimate of the total (null when it gives none). */
export interface DownloadProgress {
  received: number;
  estimated: number | null;
}

/**
 * Downloads a file through the app's HTTP helper (an error answer becomes the API's error with its Spanish
 * message, never raw JSON in a tab), with its progress for a bar in the page, then hands the file to the
 * browser. `start` answers when the file is saved (or throws the API's error); one download at a time.
 */
export function useFileDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const busy = useRef(false);
  const start = useCallback(async (path: string) => {
    if (busy.current) return;
    busy.current = true;
    setProgress({ received: 0, estimated: null });
    try {
      const { blob, fileName } = await downloadWithProgress(path, (received, estimated) => setProgress({ received, estimated }));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      busy.current = false;
      setProgress(null);
    }
  }, []);
  return { progress, start };
}
