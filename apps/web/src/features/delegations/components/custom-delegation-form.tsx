import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { DELEGATION_KINDS, type DelegationKind } from '@quorum/shared';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { isApiError } from '../../../lib/api';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/toast-provider';
import { useErrorMessage } from '../../../lib/errors';
import { useAddDelegation } from '../api';

/** Adds a delegation that is not a country (an NGO, a press agency…). */
export function CustomDelegationForm({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const add = useAddDelegation(commissionId);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DelegationKind>('ong');
  const [veto, setVeto] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('validation.required'));
      return;
    }
    try {
      const created = await add.mutateAsync({ name: name.trim(), kind, veto: kind === 'miembro' && veto });
      toast.success(t('chairArea.delegations.addedOne', { name: created.name }));
      setName('');
      setVeto(false);
      setError(null);
    } catch (e) {
      setError(isApiError(e, 'VALIDATION') && e.fields?.name ? e.fields.name : errorMessage(e));
    }
  };

  return (
    <SectionCard title={t('chairArea.delegations.custom.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('chairArea.delegations.custom.hint')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('chairArea.delegations.custom.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          required
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <SelectField
          label={t('chairArea.delegations.fields.kind')}
          value={kind}
          onChange={(v) => setKind(v as DelegationKind)}
          options={DELEGATION_KINDS.map((k) => ({ value: k, label: t(`delegationKinds.${k}`) }))}
        />
        {kind === 'miembro' && (
          <FormControlLabel
            control={<Checkbox checked={veto} onChange={(e) => setVeto(e.target.checked)} />}
            label={t('chairArea.delegations.fields.veto')}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('chairArea.delegations.custom.submit')}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
