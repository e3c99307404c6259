import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { type Country, searchKey } from '@quorum/shared';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from './flag';

interface Props {
  countries: Country[];
  /** ISO codes already seated in the commission (shown as added). */
  taken: Set<string>;
  busy: boolean;
  onAdd: (countries: Country[]) => void;
}

/** Searchable list of UN states in Spanish ("peru" finds "Perú"); tick several and add them at once. */
export function CountryPicker({ countries, taken, busy, onAdd }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const deferred = useDeferredValue(query);
  const keyed = useMemo(() => countries.map((c) => ({ country: c, key: searchKey(`${c.name} ${c.code}`) })), [countries]);
  const shown = useMemo(() => {
    const q = searchKey(deferred);
    return q ? keyed.filter((k) => k.key.includes(q)).map((k) => k.country) : countries;
  }, [deferred, keyed, countries]);

  const toggle = (code: string) => setSelected((s) => (s.includes(code) ? s.filter((c) => c !== code) : [...s, code]));
  const add = () => {
    const chosen = countries.filter((c) => selected.includes(c.code));
    setSelected([]);
    onAdd(chosen);
  };

  return (
    <Box>
      <TextField
        label={t('chairArea.delegations.picker.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        fullWidth
        slotProps={{ htmlInput: { 'aria-controls': `${id}-list`, autoComplete: 'off' } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {t('chairArea.delegations.picker.count', { count: shown.length })}
      </Typography>
      <List
        id={`${id}-list`}
        dense
        aria-label={t('chairArea.delegations.picker.listLabel')}
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
      >
        {shown.map((c) => {
          const isTaken = taken.has(c.code);
          return (
            <ListItem key={c.code} disablePadding sx={{ px: 1.5 }}>
              <FormControlLabel
                sx={{ flex: 1, m: 0, py: 0.25 }}
                control={<Checkbox checked={isTaken || selected.includes(c.code)} disabled={isTaken} onChange={() => toggle(c.code)} />}
                label={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                    <Flag code={c.code} />
                    <span>{c.name}</span>
                    {c.status === 'observer' && (
                      <Chip component="span" size="small" label={t('delegationKinds.observador')} variant="outlined" />
                    )}
                    {isTaken && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t('chairArea.delegations.picker.added')}
                      </Typography>
                    )}
                  </Box>
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Button variant="contained" sx={{ mt: 2 }} disabled={!selected.length || busy} onClick={add}>
        {t('chairArea.delegations.picker.addSelected', { count: selected.length })}
      </Button>
    </Box>
  );
}
