import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import type { Award, AwardCandidate, CommissionAwards } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useSubmit } from '../../../components/use-submit';
import { useAssignAward, useRemoveAward } from '../api';
import { candidateNotes } from './eligibility';
import { lazyDialog } from '../../../components/on-demand';

const NoteDialog = lazyDialog(() => import('./note-dialog').then((m) => m.NoteDialog));

type Card = CommissionAwards['categories'][number];

/** Codes whose server message names the person and the category. */
const SERVER_WORDS = ['AWARD_LIMIT_REACHED', 'AWARD_INELIGIBLE', 'AWARD_DUPLICATE'] as const;

/** A category on /president/awards/:id: its limit, who has it (note, remove) and the picker of candidates. */
export function AwardCategoryPanel({ commissionId, card, locked }: { commissionId: string; card: Card; locked: boolean }) {
  const { t } = useTranslation();
  const { category, awards, candidates } = card;
  const [picked, setPicked] = useState<AwardCandidate | null>(null);
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<Award | null>(null);
  const assign = useAssignAward(commissionId);
  const remove = useRemoveAward(commissionId);
  const submit = useSubmit(null, { serverWords: SERVER_WORDS });
  const awarded = new Set(awards.map((a) => a.recipientId));
  const options = candidates.filter((c) => !awarded.has(c.id));

  const give = () =>
    submit.run(async () => {
      if (!picked) return false;
      await assign.mutateAsync({ categoryId: category.id, recipientId: picked.id, note: note.trim() || null });
      setPicked(null);
      setNote('');
      return t('awards.given', { name: picked.name, category: category.name });
    });
  const takeBack = (award: Award) =>
    submit.run(async () => {
      await remove.mutateAsync(award.id);
      return t('awards.removed', { name: award.recipientName });
    });

  return (
    <SectionCard
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{category.name}</span>
          <Chip
            size="small"
            color={awards.length >= category.maxPerCommission ? 'success' : 'default'}
            label={t('awards.limit', { given: awards.length, max: category.maxPerCommission })}
          />
        </Stack>
      }
      data-testid={`award-category-${category.name}`}
    >
      <Typography variant="body2" color="text.secondary">
        {t(`awards.recipientsTo.${category.recipient}`)}
      </Typography>
      {awards.length > 0 ? (
        <List dense>
          {awards.map((a) => (
            <ListItem
              key={a.id}
              divider
              disableGutters
              sx={{ pr: 12 }}
              secondaryAction={
                !locked && (
                  <Stack direction="row">
                    <IconButton aria-label={t('awards.editNote', { name: a.recipientName })} onClick={() => setEditing(a)}>
                      <EditNoteOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('awards.remove', { name: a.recipientName })}
                      disabled={submit.busy}
                      onClick={() => void takeBack(a)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                )
              }
            >
              <ListItemText primary={a.recipientName} secondary={a.note} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ my: 1 }}>{t('awards.none')}</Typography>
      )}
      {!locked && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void give();
          }}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr auto' }, alignItems: 'start', mt: 1 }}
        >
          <Autocomplete
            options={options}
            value={picked}
            onChange={(_e, value) => setPicked(value)}
            getOptionLabel={(o) => o.name}
            getOptionDisabled={(o) => !o.eligible}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderOption={({ key, ...props }, o) => (
              <li key={key} {...props}>
                <Box>
                  <Typography>{o.name}</Typography>
                  {o.checks.some((c) => c.outcome !== 'ok') && (
                    <Typography variant="body2" color={o.eligible ? 'text.secondary' : 'error'}>
                      {candidateNotes(t, o)}
                    </Typography>
                  )}
                </Box>
              </li>
            )}
            renderInput={(params) => <TextField {...params} label={t(`awards.pick.${category.recipient}`)} />}
          />
          <TextField label={t('awards.note')} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button type="submit" variant="contained" disabled={!picked || submit.busy} sx={{ height: 56 }}>
            {t('awards.give')}
          </Button>
        </Box>
      )}
      {editing && <NoteDialog commissionId={commissionId} award={editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}
