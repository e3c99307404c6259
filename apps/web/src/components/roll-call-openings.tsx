import HowToReg from '@mui/icons-material/HowToReg';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RollCallMode } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicOfferQuery } from '../data/public-offer';

/**
 * The two ways to open a roll call, side by side: marked by the chair, or each delegate at `/meets`. Self check-in
 * is offered only while Permisos allows it, and says so (and where) when it does not.
 */
export function RollCallOpenings({ onOpen, disabled = false }: { onOpen: (mode: RollCallMode) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const offer = useQuery(publicOfferQuery);
  const selfOff = offer.data?.meets === false;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<HowToReg />} disabled={disabled} onClick={() => onOpen('chair')}>
          {t('rollCallOpenings.openChair')}
        </Button>
        <Button variant="outlined" startIcon={<PhoneIphone />} disabled={disabled || selfOff} onClick={() => onOpen('self')}>
          {t('rollCallOpenings.openSelf')}
        </Button>
      </Stack>
      {selfOff && (
        <Typography variant="body2" color="text.secondary" data-testid="self-check-in-off">
          {t('rollCallOpenings.selfOff')}
        </Typography>
      )}
    </Stack>
  );
}
