import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_SIZES } from './banner-parts';

/** «Reconectando…» over the screen while the live link is down (the timers keep counting on the last state). */
export function ReconnectingChip() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        top: '2vmin',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1,
        bgcolor: 'warning.main',
        color: 'background.default',
        fontSize: BANNER_SIZES.body,
        fontWeight: 800,
        borderRadius: 99,
        px: '2.4vmin',
        py: '0.6vmin',
        boxShadow: 6,
      }}
    >
      {t('banner.reconnecting')}
    </Box>
  );
}

/** Whether full screen is allowed does not change while the page is open. */
const noChanges = () => () => undefined;

/** A discreet corner button to enter or leave full screen (where the browser allows it). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  // Known in the browser only: the page drawn by the server, and its hydration, show no button.
  const enabled = useSyncExternalStore(
    noChanges,
    () => document.fullscreenEnabled,
    () => false,
  );
  if (!enabled) return null;
  const toggle = () => {
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  };
  return (
    <IconButton
      onClick={toggle}
      aria-label={full ? t('banner.exitFullscreen') : t('banner.fullscreen')}
      size="small"
      sx={{ position: 'fixed', right: '0.6vmin', bottom: '0.6vmin', zIndex: 1, opacity: 0.25, '&:hover, &:focus-visible': { opacity: 1 } }}
    >
      {full ? <FullscreenExit fontSize="small" /> : <Fullscreen fontSize="small" />}
    </IconButton>
  );
}
