import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Commission } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/toast-provider';
import { useSubmit } from '../../../components/use-submit';
import { useRegenerateCode } from '../api';

/** The link a projector opens to show the commission's banner. */
function projectionLink(code: string): string {
  return `${window.location.origin}/in?code=${encodeURIComponent(code)}`;
}

/** The commission's projection code: shown, copied, and replaced after a confirmation. */
export function ProjectionCard({ commission }: { commission: Commission }) {
  const { t } = useTranslation();
  const toast = useToast();
  const regenerate = useRegenerateCode();
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const code = commission.projectionCode ?? '';
  const link = projectionLink(code);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('chairPanel.projection.copied'));
    } catch {
      toast.error(text);
    }
  };

  const onRegenerate = async () => {
    const done = await submit.run(async () => {
      const saved = await regenerate.mutateAsync(commission.id);
      return t('commissions.regenerated', { code: saved.projectionCode });
    });
    if (done) setConfirming(false);
  };

  return (
    <SectionCard title={t('chairPanel.projection.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('chairPanel.projection.help')}
      </Typography>
      <Box
        component="code"
        data-testid="projection-code"
        sx={{
          display: 'block',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.5rem',
          letterSpacing: 2,
          mb: 1,
        }}
      >
        {code || '—'}
      </Box>
      <Link href={link} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }} data-testid="projection-link">
        {link}
      </Link>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button startIcon={<ContentCopy />} variant="outlined" onClick={() => copy(code)} disabled={!code}>
          {t('chairPanel.projection.copyCode')}
        </Button>
        <Button startIcon={<ContentCopy />} variant="outlined" onClick={() => copy(link)} disabled={!code}>
          {t('chairPanel.projection.copyLink')}
        </Button>
        <Button startIcon={<Refresh />} color="warning" variant="outlined" onClick={() => setConfirming(true)}>
          {t('commissions.regenerate')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('commissions.regenerateTitle')}
        body={t('commissions.regenerateBody', { name: commission.name })}
        confirmLabel={t('commissions.regenerate')}
        busy={submit.busy}
        onConfirm={onRegenerate}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
