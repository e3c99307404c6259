import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeQrDetector } from '../native-qr';
import { codeFromBadgeScan } from '@quorum/shared';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called once with the personal code of the first badge read. */
  onCode: (code: string) => void;
}

/**
 * "Escanear": the device's back camera (getUserMedia, facingMode environment); each animation frame is
 * decoded with the browser's BarcodeDetector when it has one, else with jsQR from a canvas.
 */
export function QrScanner({ open, onClose, onCode }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    setProblem(null);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(t('finder.scan.unsupported'));
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setProblem(t('finder.scan.denied'));
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const detector = await nativeQrDetector();
      // jsQR only where the browser cannot read a QR code itself, and only once the camera is on.
      const decodeFrame = detector ? null : await import('../decode').then((m) => m.decodeFrame).catch(() => null);
      if (!detector && !decodeFrame) {
        if (!stopped) setProblem(t('finder.scan.readerNotLoaded'));
        return;
      }
      let busy = false;
      const tick = async () => {
        if (stopped) return;
        if (!busy && video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          busy = true;
          let text: string | null = null;
          try {
            if (detector) {
              text = (await detector.detect(video))[0]?.rawValue ?? null;
            } else if (context && decodeFrame) {
              canvas.width = video.videoWidth;
              canvas.height = video.videoHeight;
              context.drawImage(video, 0, 0, canvas.width, canvas.height);
              const image = context.getImageData(0, 0, canvas.width, canvas.height);
              text = decodeFrame(image.data, image.width, image.height);
            }
          } catch {
            text = null;
          }
          busy = false;
          const code = text ? codeFromBadgeScan(text) : null;
          if (code && !stopped) {
            stopped = true;
            onCodeRef.current(code);
            return;
          }
          if (text && !code) setProblem(t('finder.scan.notABadge'));
        }
        frame = requestAnimationFrame(() => void tick());
      };
      frame = requestAnimationFrame(() => void tick());
    }
    void start();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, t]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('finder.scan.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('finder.scan.help')}
        </Typography>
        {problem && (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <Box sx={{ position: 'relative', width: '100%', aspectRatio: '1', bgcolor: 'common.black', borderRadius: 2, overflow: 'hidden' }}>
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            aria-label={t('finder.scan.camera')}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
