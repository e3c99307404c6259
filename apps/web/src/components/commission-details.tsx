import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Commission } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DetailProps {
  label: string;
  /** Label and value side by side from `sm` up in two columns (a page), else in a line (a card). */
  wide?: boolean;
  children: ReactNode;
}

/** One term of a <dl>: the label in grey, the value after it. */
export function Detail({ label, wide = false, children }: DetailProps) {
  return (
    <Box
      sx={
        wide
          ? { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }
          : { display: 'flex', gap: 1 }
      }
    >
      <Typography component="dt" color="text.secondary" sx={wide ? undefined : { minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A commission's chairs and projection code, as two details (the Gestor's card and the president's dashboard). */
export function ChairsAndProjectionCode({ commission, wide = false }: { commission: Commission; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Detail label={t('commissions.chairs')} wide={wide}>
        {commission.chairs.length ? commission.chairs.map((chair) => chair.name).join(', ') : t('commissions.noChairs')}
      </Detail>
      <Detail label={t('commissions.projectionCode')} wide={wide}>
        <Box
          component="code"
          data-testid="projection-code"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: wide ? '1.1rem' : '1.05rem',
            letterSpacing: 1,
          }}
        >
          {commission.projectionCode ?? '—'}
        </Box>
      </Detail>
    </>
  );
}
