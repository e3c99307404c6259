import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WARNING_LEVELS, type WarningLevel } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useConsole } from '../use-console';

/** The longest reason a warning takes (the server's rule says the same). */
const REASON_MAX = 300;

/** Asks the level and the reason of a warning before giving it. */
function WarnDialog({ delegation, onClose }: { delegation: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const [level, setLevel] = useState<WarningLevel>('verbal');
  const [reason, setReason] = useState('');
  const ready = reason.trim().length > 0;
  return (
    <FormDialog
      title={t('sessionConsole.warnings.confirmTitle', { name: delegation.name })}
      submitLabel={t('sessionConsole.warnings.give')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        send({ type: 'warning.give', delegationId: delegation.id, level, reason: reason.trim() });
        onClose();
      }}
      onClose={onClose}
      busy={!ready}
      maxWidth="xs"
    >
      <SelectField
        label={t('sessionConsole.warnings.level')}
        value={level}
        onChange={(value) => setLevel(value as WarningLevel)}
        options={WARNING_LEVELS.map((l) => ({ value: l, label: t(`sessionConsole.warnings.levels.${l}`) }))}
      />
      <TextField
        autoFocus
        required
        multiline
        minRows={2}
        label={t('sessionConsole.warnings.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}

/** «Amonestaciones»: each delegation with its warnings over the event, and «Amonestar» (a level and a reason). */
export function WarningsTab() {
  const { t } = useTranslation();
  const { state } = useConsole();
  const [warning, setWarning] = useState<{ id: string; name: string } | null>(null);
  return (
    <>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {state.attendance.map((d) => {
          const count = state.floor.warnings[d.delegationId] ?? 0;
          return (
            <Stack key={d.delegationId} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>{d.name}</Typography>
              <Chip size="small" color={count > 0 ? 'warning' : 'default'} label={t('sessionConsole.warnings.count', { count })} />
              <Button
                size="small"
                onClick={() => setWarning({ id: d.delegationId, name: d.name })}
                aria-label={t('sessionConsole.warnings.giveTo', { name: d.name })}
              >
                {t('sessionConsole.warnings.give')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      {warning && <WarnDialog delegation={warning} onClose={() => setWarning(null)} />}
    </>
  );
}
