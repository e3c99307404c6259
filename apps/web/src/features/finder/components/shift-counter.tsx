import HowToReg from '@mui/icons-material/HowToReg';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useShiftCount } from '../shift';

/** «Acreditados en este turno: N»: the check-ins this device made since the page was opened. */
export function ShiftCounter() {
  const { t } = useTranslation();
  const count = useShiftCount();
  return (
    <Chip
      icon={<HowToReg />}
      color={count > 0 ? 'primary' : 'default'}
      variant="outlined"
      label={t('finder.shift', { count })}
      role="status"
      aria-live="polite"
      sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
    />
  );
}
