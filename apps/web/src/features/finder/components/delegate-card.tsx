import CheckCircle from '@mui/icons-material/CheckCircle';
import HowToReg from '@mui/icons-material/HowToReg';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELEGATE_STATUS_COLORS, type FinderDelegate, KIT_ITEMS } from '@quorum/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useSubmit } from '../../../components/use-submit';
import { useCheckIn, useSaveNotes, useSetKit } from '../api';

function timeOf(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** One delegate at the door: where they go, "Acreditar", the kit checklist and notes. */
export function DelegateCard({ delegate }: { delegate: FinderDelegate }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const checkIn = useCheckIn();
  const setKit = useSetKit();
  const saveNotes = useSaveNotes();
  const submit = useSubmit();
  const headingId = useId();
  const [message, setMessage] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [notes, setNotes] = useState(delegate.notes);
  // The checklist answers the tap at once; the server's copy replaces it when it arrives.
  const [kit, setKitShown] = useState(delegate.kit);

  // A fresh copy from the server resets the notes (the page keys the card by delegate, so another
  // delegate starts from scratch).
  useEffect(() => {
    setNotes(delegate.notes);
  }, [delegate.notes]);
  useEffect(() => {
    setKitShown(delegate.kit);
  }, [delegate.kit]);

  const onCheckIn = async () => {
    setMessage(null);
    try {
      const result = await checkIn.mutateAsync(delegate.id);
      const values = { name: result.checkedInByName ?? '—', time: timeOf(result.checkedInAt) };
      setMessage(
        result.alreadyCheckedIn
          ? { severity: 'info', text: t('finder.card.alreadyCheckedIn', values) }
          : { severity: 'success', text: t('finder.card.checkedIn', values) },
      );
    } catch (error) {
      setMessage({ severity: 'error', text: isApiError(error, 'CONFLICT') ? t('finder.card.withdrawn') : errorMessage(error) });
    }
  };

  const onKit = async (key: string, value: boolean) => {
    setKitShown((shown) => ({ ...shown, [key]: value }));
    try {
      await setKit.mutateAsync({ id: delegate.id, items: { [key]: value } });
    } catch (error) {
      setKitShown(delegate.kit);
      toast.error(errorMessage(error));
    }
  };

  const onNotes = () =>
    submit.run(async () => {
      await saveNotes.mutateAsync({ id: delegate.id, notes });
      return t('finder.card.notesSaved');
    });

  const withdrawn = delegate.status === 'retirado';
  const facts: [string, string][] = [
    [t('finder.card.commission'), delegate.commissionName ?? t('finder.card.none')],
    [t('finder.card.delegation'), delegate.delegationName ?? t('finder.card.none')],
    [t('finder.card.room'), delegate.room ?? t('finder.card.none')],
    [t('finder.card.institution'), delegate.institution],
    [t('finder.card.document'), `${delegate.documentType} ${delegate.documentNumber}`],
  ];

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h5" component="h2">
            {delegate.firstNames} {delegate.lastNames}
          </Typography>
          <Chip label={t(`delegateStatus.${delegate.status}`)} color={DELEGATE_STATUS_COLORS[delegate.status]} />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {delegate.checkedInAt ? (
          <Alert icon={<CheckCircle />} severity="success">
            {t('finder.card.checkedInLine', { name: delegate.checkedInByName ?? '—', time: timeOf(delegate.checkedInAt) })}
          </Alert>
        ) : null}
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<HowToReg />}
          onClick={onCheckIn}
          disabled={checkIn.isPending || withdrawn}
          sx={{ minHeight: 64, fontSize: '1.25rem' }}
        >
          {t('finder.card.checkIn')}
        </Button>
        <Divider />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('finder.card.kit')}
          </Typography>
          <FormGroup>
            {KIT_ITEMS.map((item) => (
              <FormControlLabel
                key={item.key}
                sx={{ minHeight: 48 }}
                control={<Checkbox checked={kit[item.key] === true} onChange={(e) => void onKit(item.key, e.target.checked)} />}
                label={t(`finder.kitItems.${item.key}`, { defaultValue: item.label })}
              />
            ))}
          </FormGroup>
        </Box>
        <Divider />
        <TextField
          label={t('finder.card.notes')}
          multiline
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          helperText={`${notes.length}/2000`}
        />
        <Box>
          <Button variant="outlined" size="large" onClick={onNotes} disabled={saveNotes.isPending || notes === delegate.notes}>
            {t('finder.card.saveNotes')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
