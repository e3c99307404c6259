import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ConflictChoices,
  mergePaperTexts,
  PAPER_LIMITS,
  type PaperConflictAnswer,
  type PaperText as Text,
  type WorkingPaper,
} from '@quorum/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { type PapersSource, useSavePaper } from '../api';
import { addClause, afterSave, type ClauseList, type ClausePath, moveClause, removeClause, setClauseText } from '../draft';
import { type ClauseActions, OperativeFields, PreambularFields } from './clause-fields';
import { PaperText } from './paper-text';

/** The choice between two saves' texts shows only after a refused save: it loads then (the phone page's budget). */
const PaperConflicts = lazy(() => import('./paper-conflicts').then((m) => ({ default: m.PaperConflicts })));

/** While there are words not saved, leaving the page asks first (the browser's own question). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** A list's heading with a line on how its clauses are written. */
function ListHeading({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <Box>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

/**
 * A sponsor's (or the chair's) editor of a working paper (decision 038): the title and the clauses, saved whole on the
 * version they were written on. A save the server merged with another person's says so and brings their words in; a
 * save refused for a conflict shows both texts of each part to choose from, then saves again. The text as it will
 * read is a button away. The version written on is this editor's own: reading the paper again never moves it, so a
 * save is never made on words the person has not seen. `paper` is the paper as last read (again at each change heard
 * live): a newer version than the one written on is said, never put in the text.
 */
export function PaperEditor({ source, paper }: { source: PapersSource; paper: WorkingPaper }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const save = useSavePaper(source, paper.id);
  const [base, setBase] = useState(paper);
  const [draft, setDraft] = useState<Text>(paper.text);
  const [conflict, setConflict] = useState<PaperConflictAnswer | null>(null);
  const [note, setNote] = useState<'saved' | 'merged' | null>(null);
  const [reading, setReading] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(base.text), [draft, base]);
  useLeaveWarning(dirty);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);

  const change = (next: Text) => {
    setDraft(next);
    setNote(null);
  };
  const actions: ClauseActions = {
    setText: (path: ClausePath, value: string) => change(setClauseText(draft, path, value)),
    remove: (path: ClausePath) => change(removeClause(draft, path)),
    move: (path: ClausePath, delta: -1 | 1) => change(moveClause(draft, path, delta)),
    add: (list: ClauseList, parentIds: readonly string[]) => {
      const added = addClause(draft, list, parentIds);
      change(added.text);
      setFocus(`clause-${[...parentIds, added.id].join('-')}`);
    },
  };

  const send = (baseVersion: number, text: Text) =>
    save.mutate(
      { baseVersion, text },
      {
        onSuccess: (answer) => {
          setBase(answer.paper);
          setDraft((current) => afterSave(text, current, answer.paper.text));
          setConflict(null);
          setNote(answer.merged ? 'merged' : 'saved');
        },
        onError: (error) => {
          if (isApiError(error, 'WORKING_PAPER_CONFLICT')) setConflict(error.body as PaperConflictAnswer);
        },
      },
    );
  const resolve = (choices: ConflictChoices) => {
    if (!conflict) return;
    // The same merge the server ran, with the person's choices: the result is written on the version in force.
    const merged = mergePaperTexts(base.text, draft, conflict.paper.text, choices).text;
    setBase(conflict.paper);
    setDraft(merged);
    send(conflict.paper.version, merged);
  };
  const failed = save.isError && !isApiError(save.error, 'WORKING_PAPER_CONFLICT');
  // Another person saved since: the next save merges it (while one is on its way, its own answer may be that version).
  const newer = !save.isPending && paper.version > base.version ? paper.version : null;
  const status = save.isPending
    ? t('papers.editor.saving')
    : dirty
      ? t('papers.editor.unsaved')
      : note === 'merged'
        ? t('papers.editor.merged', { version: base.version })
        : t('papers.editor.saved', { version: base.version });

  return (
    <Stack spacing={3}>
      {conflict && (
        <Suspense fallback={null}>
          <PaperConflicts
            key={conflict.paper.version}
            message={conflict.message}
            conflicts={conflict.conflicts}
            theirs={conflict.paper.text}
            mine={draft}
            pending={save.isPending}
            onResolve={resolve}
          />
        </Suspense>
      )}
      {newer !== null && (
        <Alert severity="info" role="status">
          {t('papers.editor.newer', { version: newer })}
        </Alert>
      )}
      <div>
        <Button variant="outlined" aria-pressed={reading} onClick={() => setReading(!reading)}>
          {reading ? t('papers.editor.backToEdit') : t('papers.editor.read')}
        </Button>
      </div>
      {reading ? (
        <PaperText text={draft} sponsors={base.sponsors.map((s) => s.name)} />
      ) : (
        <>
          <TextField
            label={t('papers.editor.title')}
            value={draft.title}
            onChange={(event) => change({ ...draft, title: event.target.value })}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: PAPER_LIMITS.titleMax } }}
          />
          <Stack spacing={2} component="section" aria-labelledby="paper-preambular">
            <ListHeading id="paper-preambular" title={t('papers.editor.preambular')} hint={t('papers.editor.preambularHint')} />
            <PreambularFields items={draft.preambular} actions={actions} disabled={false} />
          </Stack>
          <Stack spacing={2} component="section" aria-labelledby="paper-operative">
            <ListHeading id="paper-operative" title={t('papers.editor.operative')} hint={t('papers.editor.operativeHint')} />
            <OperativeFields items={draft.operative} actions={actions} disabled={false} />
          </Stack>
        </>
      )}
      {failed && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          py: 1.5,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Button
          variant="contained"
          disabled={!dirty || save.isPending || conflict !== null || draft.title.trim() === ''}
          onClick={() => send(base.version, draft)}
        >
          {t('papers.editor.save')}
        </Button>
        <Typography role="status" data-testid="paper-save-status" color="text.secondary">
          {status}
        </Typography>
      </Box>
    </Stack>
  );
}
