import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BANNER_COLORS } from '../banner-theme';

/**
 * Sizes of the room's screen in `vmin`, so the same layout reads at 1920×1080 and at 1280×720 (and on a
 * 4:3 projector) without scrolling: nothing is sized in pixels.
 */
export const BANNER_SIZES = {
  pad: '2.2vmin',
  gap: '1.6vmin',
  label: 'clamp(11px, 2.2vmin, 40px)',
  body: 'clamp(14px, 3.4vmin, 60px)',
  title: 'clamp(18px, 5vmin, 96px)',
  speaker: 'clamp(24px, 8vmin, 150px)',
  timer: 'clamp(64px, 24vmin, 440px)',
  code: 'clamp(28px, 7vmin, 130px)',
} as const;

/** One line cut with an ellipsis (a long delegation name never pushes the layout). */
export const oneLine: SxProps<Theme> = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** A panel of the screen's side column: a small upper-case heading over its content. */
export function BannerPanel({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <Box
      component="section"
      aria-label={label ?? title}
      sx={{ bgcolor: BANNER_COLORS.panel, borderRadius: 2, px: BANNER_SIZES.pad, py: '1.4vmin', minHeight: 0, overflow: 'hidden' }}
    >
      <Box
        component="h2"
        sx={{
          m: 0,
          fontSize: BANNER_SIZES.label,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: 'text.secondary',
        }}
      >
        {title}
      </Box>
      <Box sx={{ fontSize: BANNER_SIZES.body, lineHeight: 1.25, mt: '0.6vmin' }}>{children}</Box>
    </Box>
  );
}
