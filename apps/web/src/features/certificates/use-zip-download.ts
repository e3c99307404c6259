/** The certificates' ZIP downloads through the app's one file download (lib/use-file-download.ts). */
export { type DownloadProgress as ZipProgress, useFileDownload as useZipDownload } from '../../lib/use-file-download';
