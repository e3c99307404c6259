import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '../../../components/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a load code. */
export function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onCode(value.trim().toUpperCase());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={t('schoolLoad.codeLabel')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
        {t('schoolLoad.codeSubmit')}
      </Button>
    </Box>
  );
}
