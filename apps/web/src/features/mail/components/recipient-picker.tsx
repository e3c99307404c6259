import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { MailRecipients, MailRecipientsKind } from '@quorum/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PickOption {
  id: string;
  label: string;
}

interface Props {
  delegations: PickOption[];
  delegates: PickOption[];
  onChange: (recipients: MailRecipients | null) => void;
}

/** A chair's recipients: the whole commission, some delegations, or delegates picked by hand. */
export function RecipientPicker({ delegations, delegates, onChange }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MailRecipientsKind>('commission');
  const [picked, setPicked] = useState<Set<string>>(new Set());

  useEffect(() => {
    const ids = [...picked];
    if (kind === 'commission') onChange({ kind });
    else if (ids.length === 0) onChange(null);
    else onChange(kind === 'delegations' ? { kind, delegationIds: ids } : { kind, delegateIds: ids });
  }, [kind, picked, onChange]);

  const options = kind === 'delegations' ? delegations : kind === 'delegates' ? delegates : [];
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('mail.recipients.label')}</FormLabel>
      <RadioGroup
        row
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as MailRecipientsKind);
          setPicked(new Set());
        }}
      >
        <FormControlLabel value="commission" control={<Radio />} label={t('mail.recipients.commission')} />
        <FormControlLabel value="delegations" control={<Radio />} label={t('mail.recipients.delegations')} />
        <FormControlLabel value="delegates" control={<Radio />} label={t('mail.recipients.delegates')} />
      </RadioGroup>
      {options.length > 0 && (
        <Box sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, px: 2 }}>
          <FormGroup>
            {options.map((o) => (
              <FormControlLabel
                key={o.id}
                control={<Checkbox checked={picked.has(o.id)} onChange={() => toggle(o.id)} />}
                label={o.label}
              />
            ))}
          </FormGroup>
        </Box>
      )}
    </FormControl>
  );
}
