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
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { CHECK_IN_UNDO_SHOWN_MS, DELEGATE_STATUS_COLORS, type FinderDelegate, KIT_ITEMS } from '@quorum/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../data/session';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useSubmit } from '../../../components/use-submit';
import { useCheckIn, useSaveNotes, useSetKit, useUndoCheckIn } from '../api';
import { addShiftCheckIn, removeShiftCheckIn } from '../shift';

function timeOf(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

type CardMessage = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * «Deshacer» for CHECK_IN_UNDO_SHOWN_MS after a check-in made here (`offer`); the Gestor may undo any
 * check-in, so for them it stays.
 */
function useUndoOffer(alwaysOffered: boolean) {
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const offer = (checkedInAt: string | null) => {
    clearTimeout(timer.current);
    setOfferedFor(checkedInAt);
    if (checkedInAt) timer.current = setTimeout(() => setOfferedFor(null), CHECK_IN_UNDO_SHOWN_MS);
  };
  return { offered: (checkedInAt: string | null) => checkedInAt !== null && (alwaysOffered || offeredFor === checkedInAt), offer };
}

/**
 * One delegate at the door: where they go, «Acreditar» (then «Acreditado ✓», with «Deshacer» for a few
 * seconds), the kit checklist and notes. The card says one thing at a time: each answer replaces the last.
 */
export function DelegateCard({ delegate: given }: { delegate: FinderDelegate }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const setKit = useSetKit();
  const saveNotes = useSaveNotes();
  const submit = useSubmit();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // Opened from a long list on a phone, the card (above the list) comes into view.
  useEffect(() => section.current?.scrollIntoView?.({ block: 'start' }), []);
  const undoOffer = useUndoOffer(useAuth().profile?.role === 'Gestor');
  // The server's latest answer about this delegate (the page's copy follows through the query cache).
  const [delegate, setDelegate] = useState(given);
  useEffect(() => setDelegate(given), [given]);
  const [message, setMessage] = useState<CardMessage | null>(null);
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
      setDelegate(result.delegate);
      const values = { name: result.checkedInByName ?? '—', time: timeOf(result.checkedInAt) };
      if (result.alreadyCheckedIn) setMessage({ severity: 'info', text: t('finder.card.alreadyCheckedIn', values) });
      else {
        addShiftCheckIn(delegate.id);
        undoOffer.offer(result.checkedInAt);
      }
    } catch (error) {
      setMessage({ severity: 'error', text: isApiError(error, 'CONFLICT') ? t('finder.card.withdrawn') : errorMessage(error) });
    }
  };

  const onUndo = async () => {
    setMessage(null);
    try {
      setDelegate(await undo.mutateAsync(delegate.id));
      undoOffer.offer(null);
      removeShiftCheckIn(delegate.id);
      setMessage({ severity: 'info', text: t('finder.card.undone') });
    } catch (error) {
      undoOffer.offer(null);
      setMessage({ severity: 'error', text: errorMessage(error) });
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
  // One message at a time: the last answer, else who checked the delegate in and when.
  const shown: CardMessage | null =
    message ??
    (delegate.checkedInAt
      ? {
          severity: 'success',
          text: t('finder.card.checkedInLine', { name: delegate.checkedInByName ?? '—', time: timeOf(delegate.checkedInAt) }),
        }
      : null);
  const facts: [string, string][] = [
    [t('finder.card.commission'), delegate.commissionName ?? t('finder.card.none')],
    [t('finder.card.delegation'), delegate.delegationName ?? t('finder.card.none')],
    [t('finder.card.room'), delegate.room ?? t('finder.card.none')],
    [t('finder.card.institution'), delegate.institution],
    [t('finder.card.document'), `${delegate.documentType} ${delegate.documentNumber}`],
  ];

  return (
    <Paper
      ref={section}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
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
        {shown && (
          <Alert
            severity={shown.severity}
            icon={shown.severity === 'success' ? <CheckCircle /> : undefined}
            role={shown.severity === 'error' ? 'alert' : 'status'}
          >
            {shown.text}
          </Alert>
        )}
        {delegate.checkedInAt ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              color="success"
              size="large"
              startIcon={<CheckCircle />}
              aria-disabled
              disableRipple
              sx={{ flex: 1, minHeight: 64, fontSize: '1.25rem', cursor: 'default' }}
            >
              {t('finder.card.checkedInButton')}
            </Button>
            {undoOffer.offered(delegate.checkedInAt) && (
              <Button variant="outlined" size="large" onClick={onUndo} disabled={undo.isPending} sx={{ minHeight: 64 }}>
                {t('finder.card.undo')}
              </Button>
            )}
          </Box>
        ) : (
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
        )}
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
