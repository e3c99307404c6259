import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FloorResult, VoteResult } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A text size times the appearance's scale (`--banner-scale`, set by the frame: 1, or more for «grande»). */
const scaled = (size: string) => `calc(var(--banner-scale, 1) * ${size})`;

/**
 * Sizes of the room's screen in `vmin`, so the same layout reads at 1920×1080 and at 1280×720 (and on a
 * 4:3 projector) without scrolling: nothing is sized in pixels.
 */
export const BANNER_SIZES = {
  pad: '2.2vmin',
  gap: '1.6vmin',
  label: scaled('clamp(11px, 2.2vmin, 40px)'),
  body: scaled('clamp(14px, 3.4vmin, 60px)'),
  side: scaled('clamp(13px, 3vmin, 54px)'),
  title: scaled('clamp(18px, 5vmin, 96px)'),
  speaker: scaled('clamp(24px, 9vmin, 170px)'),
  timer: scaled('clamp(64px, 28vmin, 520px)'),
  code: scaled('clamp(28px, 7vmin, 130px)'),
} as const;

/** One line cut with an ellipsis (a long delegation name never pushes the layout). */
export const oneLine: SxProps<Theme> = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** A panel of the screen's side column: a small upper-case heading over its content. */
export function BannerPanel({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <Box
      component="section"
      aria-label={label ?? title}
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 2,
        px: BANNER_SIZES.pad,
        py: '1.2vmin',
        width: '100%',
        flexShrink: 0,
        overflow: 'hidden',
      }}
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
      <Box sx={{ fontSize: BANNER_SIZES.side, lineHeight: 1.25, mt: '0.4vmin' }}>{children}</Box>
    </Box>
  );
}

/** A favor, en contra and abstenciones side by side, then the votes a favor needed and those still to answer. */
export function VoteNumbers({ result }: { result: VoteResult }) {
  const { t } = useTranslation();
  const cell = (label: string, value: number, testId: string) => (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Box data-testid={testId} sx={{ fontSize: '1.6em', fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}>
        {value}
      </Box>
      <Box sx={{ fontSize: '0.55em', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.05em', ...oneLine }}>
        {label}
      </Box>
    </Box>
  );
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1vmin', my: '0.4vmin' }}>
        {cell(t('banner.yes'), result.yes, 'vote-yes')}
        {cell(t('banner.no'), result.no, 'vote-no')}
        {cell(t('banner.abstain'), result.abstain, 'vote-abstain')}
      </Box>
      <Box sx={{ color: 'text.secondary', fontSize: 'min(1em, 3.4vmin)' }}>
        {t('banner.required', { count: result.required })}
        {result.pending > 0 && ` · ${t('banner.pending', { count: result.pending })}`}
      </Box>
    </>
  );
}

/**
 * A result taken: passed or not, what was voted, the counts, the vetoes; `full` (the centre of the screen) gives the
 * whole title and the arithmetic behind the outcome.
 */
export function VoteResultView({ taken, full = false }: { taken: FloorResult; full?: boolean }) {
  const { t } = useTranslation();
  const { result, subject } = taken;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: full ? 'wrap' : 'nowrap',
          justifyContent: full ? 'center' : 'start',
          alignItems: 'baseline',
          gap: '0.5em',
          minWidth: 0,
        }}
      >
        <Box
          data-testid="vote-outcome"
          sx={{ fontSize: '1.3em', fontWeight: 800, flexShrink: 0, color: result.passed ? 'success.main' : 'error.main' }}
        >
          {result.passed ? t('banner.passed') : t('banner.failed')}
        </Box>
        <Box sx={full ? { fontWeight: 700, overflowWrap: 'anywhere' } : { fontWeight: 700, ...oneLine }}>{subject.label}</Box>
      </Box>
      {full && (
        <Box data-testid="banner-method" sx={{ color: 'text.secondary', fontSize: '0.6em' }}>
          {t(`banner.voteMethods.${taken.method}`)}
        </Box>
      )}
      <VoteNumbers result={result} />
      {full && (
        <Box data-testid="banner-arithmetic" sx={{ color: 'text.secondary', fontSize: '0.6em' }}>
          {t('banner.arithmetic', {
            majority: t(`banner.majorities.${result.majority}`),
            base: result.base,
            required: result.required,
            yes: result.yes,
          })}
        </Box>
      )}
      {result.vetoes.length > 0 && (
        <Box sx={{ color: 'error.main', ...oneLine }}>{t('banner.vetoes', { names: result.vetoes.map((v) => v.name).join(', ') })}</Box>
      )}
    </>
  );
}
