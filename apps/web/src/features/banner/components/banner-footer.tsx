import Box from '@mui/material/Box';
import type { LiveState } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import type { BannerMeetsCode } from '../api';
import { BANNER_SIZES } from './banner-parts';

/** ✓ or ✗ after a quorum's name, in green or red (and said in words to a screen reader). */
function QuorumMark({ label, met }: { label: string; met: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {label}{' '}
      <Box
        component="span"
        aria-label={met ? t('banner.met') : t('banner.notMet')}
        sx={{ color: met ? 'success.main' : 'error.main', fontWeight: 800 }}
      >
        {met ? '✓' : '✗'}
      </Box>
    </Box>
  );
}

/**
 * The bottom band: attendance and quorum, the `/meets` code while a self check-in roll call is open (with its QR
 * code, drawn by the server, for a phone's camera), and the server's time.
 */
export function BannerFooter({
  state,
  now,
  meetsCode,
  meetsUrl,
}: {
  state: LiveState;
  now: number;
  meetsCode: BannerMeetsCode | null;
  meetsUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const { quorum } = state;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(now);
  return (
    <Box
      component="footer"
      sx={{ gridArea: 'bottom', display: 'flex', alignItems: 'center', gap: BANNER_SIZES.pad, fontSize: BANNER_SIZES.body, minWidth: 0 }}
    >
      <Box
        data-testid="banner-attendance"
        sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexWrap: 'wrap', columnGap: '1.2em', rowGap: '0.3vmin' }}
      >
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
          {t('banner.present', { present: quorum.present, members: quorum.members })}
        </Box>
        <QuorumMark label={t('banner.debateQuorum')} met={quorum.hasDebateQuorum} />
        <QuorumMark label={t('banner.decisionQuorum')} met={quorum.hasDecisionQuorum} />
      </Box>
      {meetsCode && (
        <Box
          component="section"
          aria-label={t('banner.meetsCode')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: '1.4vmin',
            bgcolor: 'text.primary',
            color: 'background.default',
            borderRadius: 2,
            px: '1.6vmin',
            py: '0.4vmin',
          }}
        >
          <Box sx={{ fontSize: BANNER_SIZES.label, fontWeight: 700, lineHeight: 1.2 }}>
            {t('banner.meetsCode')}
            <Box sx={{ fontWeight: 500 }}>{meetsUrl}</Box>
          </Box>
          <Box
            data-testid="banner-meets-code"
            sx={{
              fontSize: BANNER_SIZES.code,
              fontWeight: 800,
              letterSpacing: '0.12em',
              fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
              lineHeight: 1.1,
            }}
          >
            {meetsCode.code}
          </Box>
          <Box
            component="img"
            alt=""
            data-testid="banner-meets-qr"
            src={`data:image/svg+xml,${encodeURIComponent(meetsCode.qrSvg)}`}
            sx={{ height: '10vmin', bgcolor: '#fff', borderRadius: 1 }}
          />
        </Box>
      )}
      <Box
        component="time"
        aria-label={t('banner.clock')}
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
      >
        {time}
      </Box>
    </Box>
  );
}
