import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../use-console';

/** «Amonestaciones»: each delegation with its warnings over the event, and «Amonestar». */
export function WarningsTab() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {state.attendance.map((d) => {
        const count = state.floor.warnings[d.delegationId] ?? 0;
        return (
          <Stack key={d.delegationId} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }}>{d.name}</Typography>
            <Chip size="small" color={count > 0 ? 'warning' : 'default'} label={t('sessionConsole.warnings.count', { count })} />
            <Button
              size="small"
              onClick={() => send({ type: 'warning.give', delegationId: d.delegationId })}
              aria-label={t('sessionConsole.warnings.giveTo', { name: d.name })}
            >
              {t('sessionConsole.warnings.give')}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}
