import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type OperativeClause, PAPER_LIMITS, type PaperItem, subClauseLetter, subSubClauseNumeral } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import type { ClauseList, ClausePath } from '../draft';

/** What a clause's fields ask of the editor: each names the clause by its path. */
export interface ClauseActions {
  setText: (path: ClausePath, value: string) => void;
  remove: (path: ClausePath) => void;
  move: (path: ClausePath, delta: -1 | 1) => void;
  add: (list: ClauseList, parentIds: readonly string[]) => void;
}

interface FieldProps {
  path: ClausePath;
  label: string;
  value: string;
  first: boolean;
  last: boolean;
  actions: ClauseActions;
  disabled: boolean;
}

/** One clause's text, with its buttons to move it and take it out, each naming the clause for screen readers. */
function ClauseField({ path, label, value, first, last, actions, disabled }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id={`clause-${path.ids.join('-')}`}
        label={label}
        value={value}
        onChange={(event) => actions.setText(path, event.target.value)}
        multiline
        minRows={2}
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: PAPER_LIMITS.clauseMax } }}
      />
      <Stack>
        <IconButton
          size="small"
          aria-label={t('papers.editor.moveUp', { what: label })}
          disabled={disabled || first}
          onClick={() => actions.move(path, -1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('papers.editor.moveDown', { what: label })}
          disabled={disabled || last}
          onClick={() => actions.move(path, 1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('papers.editor.remove', { what: label })}
          disabled={disabled}
          onClick={() => actions.remove(path)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** A button that adds a clause at the end of a list. */
function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <div>
      <Button size="small" startIcon={<Add />} onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}

interface ListProps<T> {
  items: readonly T[];
  actions: ClauseActions;
  disabled: boolean;
}

/** The preambular clauses, in order, and the button that adds one. */
export function PreambularFields({ items, actions, disabled }: ListProps<PaperItem>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {items.map((clause, i) => (
        <ClauseField
          key={clause.id}
          path={{ list: 'preambular', ids: [clause.id] }}
          label={t('papers.editor.preambularClause', { number: i + 1 })}
          value={clause.text}
          first={i === 0}
          last={i === items.length - 1}
          actions={actions}
          disabled={disabled}
        />
      ))}
      {items.length < PAPER_LIMITS.preambular && (
        <AddButton label={t('papers.editor.addPreambular')} onClick={() => actions.add('preambular', [])} disabled={disabled} />
      )}
    </Stack>
  );
}

/** The operative clauses, numbered, each with its sub-clauses (a) and their (i), and the buttons that add them. */
export function OperativeFields({ items, actions, disabled }: ListProps<OperativeClause>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {items.map((clause, i) => {
        const number = i + 1;
        return (
          <Stack key={clause.id} spacing={1.5}>
            <ClauseField
              path={{ list: 'operative', ids: [clause.id] }}
              label={t('papers.editor.operativeClause', { number })}
              value={clause.text}
              first={i === 0}
              last={i === items.length - 1}
              actions={actions}
              disabled={disabled}
            />
            <Box sx={{ pl: { xs: 2, sm: 4 } }}>
              <Stack spacing={1.5}>
                {clause.subClauses.map((sub, j) => {
                  const letter = subClauseLetter(j);
                  return (
                    <Stack key={sub.id} spacing={1.5}>
                      <ClauseField
                        path={{ list: 'operative', ids: [clause.id, sub.id] }}
                        label={t('papers.editor.subClause', { number, letter })}
                        value={sub.text}
                        first={j === 0}
                        last={j === clause.subClauses.length - 1}
                        actions={actions}
                        disabled={disabled}
                      />
                      <Box sx={{ pl: { xs: 2, sm: 4 } }}>
                        <Stack spacing={1.5}>
                          {sub.subClauses.map((item, k) => (
                            <ClauseField
                              key={item.id}
                              path={{ list: 'operative', ids: [clause.id, sub.id, item.id] }}
                              label={t('papers.editor.subSubClause', { number, letter, numeral: subSubClauseNumeral(k) })}
                              value={item.text}
                              first={k === 0}
                              last={k === sub.subClauses.length - 1}
                              actions={actions}
                              disabled={disabled}
                            />
                          ))}
                          {sub.subClauses.length < PAPER_LIMITS.subSubClauses && (
                            <AddButton
                              label={t('papers.editor.addSubSubClause', { number, letter })}
                              onClick={() => actions.add('operative', [clause.id, sub.id])}
                              disabled={disabled}
                            />
                          )}
                        </Stack>
                      </Box>
                    </Stack>
                  );
                })}
                {clause.subClauses.length < PAPER_LIMITS.subClauses && (
                  <AddButton
                    label={t('papers.editor.addSubClause', { number })}
                    onClick={() => actions.add('operative', [clause.id])}
                    disabled={disabled}
                  />
                )}
              </Stack>
            </Box>
          </Stack>
        );
      })}
      {items.length < PAPER_LIMITS.operative && (
        <AddButton label={t('papers.editor.addOperative')} onClick={() => actions.add('operative', [])} disabled={disabled} />
      )}
    </Stack>
  );
}
