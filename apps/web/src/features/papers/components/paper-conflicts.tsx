import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ConflictChoices,
  conflictKey,
  type OperativeClause,
  type PaperConflict,
  type PaperItem,
  type PaperText,
  subClauseLetter,
  subSubClauseNumeral,
} from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A clause as lines: its text, then its sub-clauses (a) and their (i). */
function clauseLines(clause: PaperItem | OperativeClause): string[] {
  if (!('subClauses' in clause)) return [clause.text];
  return [
    clause.text,
    ...clause.subClauses.flatMap((sub, i) => [
      `(${subClauseLetter(i)}) ${sub.text}`,
      ...sub.subClauses.map((item, j) => `    (${subSubClauseNumeral(j)}) ${item.text}`),
    ]),
  ];
}

/** What one side holds of a part in conflict, as lines; null when that side took the clause out. */
function sideOf(conflict: PaperConflict, text: PaperText): string[] | null {
  if (conflict.part === 'title') return [text.title];
  if (conflict.part === 'order') return text[conflict.list].map((clause, i) => `${i + 1}. ${clause.text.split(/\s/u)[0] ?? ''}`);
  const clause = (text[conflict.part] as (PaperItem | OperativeClause)[]).find((c) => c.id === conflict.clauseId);
  return clause ? clauseLines(clause) : null;
}

interface Props {
  /** The refusal's message, naming each part. */
  message: string;
  conflicts: readonly PaperConflict[];
  /** The text saved by the other person (the paper as it stands). */
  theirs: PaperText;
  /** The person's own text. */
  mine: PaperText;
  pending: boolean;
  onResolve: (choices: ConflictChoices) => void;
}

/**
 * A save refused because another person saved a change to the same parts (decision 038): each part with the text saved
 * and the person's own, one of them to choose; then the save runs again with those choices. Nothing is overwritten
 * without a choice.
 */
export function PaperConflicts({ message, conflicts, theirs, mine, pending, onResolve }: Props) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const partLabel = (conflict: PaperConflict) => {
    if (conflict.part === 'title') return t('papers.conflict.parts.title');
    if (conflict.part === 'order') return t(`papers.conflict.parts.order.${conflict.list}`);
    return t(`papers.conflict.parts.${conflict.part}`, { number: conflict.number });
  };
  const lines = (side: string[] | null) =>
    side ? (
      <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {side.join('\n')}
      </Box>
    ) : (
      <Box component="em">{t('papers.conflict.removed')}</Box>
    );
  const complete = conflicts.every((c) => choices[conflictKey(c)]);

  return (
    <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{message}</Typography>
      <Stack spacing={2}>
        {conflicts.map((conflict) => {
          const key = conflictKey(conflict);
          const id = `conflict-${key.replace(/[^\w-]/g, '-')}`;
          return (
            <Box key={key} role="group" aria-labelledby={id}>
              <Typography id={id} sx={{ fontWeight: 700 }}>
                {partLabel(conflict)}
              </Typography>
              <RadioGroup
                value={choices[key] ?? ''}
                onChange={(event) => setChoices({ ...choices, [key]: event.target.value as 'mine' | 'theirs' })}
              >
                {(['theirs', 'mine'] as const).map((side) => (
                  <FormControlLabel
                    key={side}
                    value={side}
                    control={<Radio />}
                    label={
                      <>
                        <strong>{t(`papers.conflict.${side}`)}</strong>
                        {lines(sideOf(conflict, side === 'mine' ? mine : theirs))}
                      </>
                    }
                    sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                  />
                ))}
              </RadioGroup>
            </Box>
          );
        })}
        <div>
          <Button variant="contained" disabled={!complete || pending} onClick={() => onResolve(choices)}>
            {t('papers.conflict.keep')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
