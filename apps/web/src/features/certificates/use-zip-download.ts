import { useCallback, useRef, useState } from 'react';
import { downloadWithProgress } from '../../lib/api';

/** Progress of a streamed ZIP download: bytes received and the server's estimate of the total. */
export interface ZipProgress {
  received: number;
  estimated: number | null;
}

/**
 * Downloads a ZIP the server builds as a stream, with its progress for a bar in the page, then hands the file
 * to the browser. `start` answers when the file is saved (or throws the API's error).
 */
export function useZipDownload() {
  const [progress, setProgress] = useState<ZipProgress | null>(null);
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
