import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AMENDMENT_KINDS, type AmendmentKind, PAPER_LIMITS, type WorkingPaper } from '@quorum/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useErrorMessage } from '../../../lib/errors';
import { useProposeAmendment } from '../api';

type List = 'preambular' | 'operative';

/**
 * A phone proposes an amendment to the draft resolution: what it does (add a clause after one, change one's words,
 * strike one), which clause, and its words. The server checks it all again.
 */
export function AmendmentForm({ paper }: { paper: WorkingPaper }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const propose = useProposeAmendment(paper.id);
  const [kind, setKind] = useState<AmendmentKind>('change');
  const [list, setList] = useState<List>('operative');
  const [clause, setClause] = useState('');
  const [text, setText] = useState('');
  const clauses = paper.text[list];
  const options = [
    ...(kind === 'add' ? [{ value: '', label: t('papers.amendments.form.first') }] : []),
    ...clauses.map((c, i) => ({ value: c.id, label: `${i + 1}. ${c.text.slice(0, 60)}` })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose.mutate(
      { kind, list, clauseId: clause === '' ? null : clause, text: kind === 'strike' ? '' : text },
      { onSuccess: () => setText('') },
    );
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-labelledby="amendment-form" sx={{ pt: 2 }}>
      <Typography id="amendment-form" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('papers.amendments.form.heading')}
      </Typography>
      <SelectField
        label={t('papers.amendments.form.kind')}
        value={kind}
        onChange={(value) => setKind(value as AmendmentKind)}
        options={AMENDMENT_KINDS.map((value) => ({ value, label: t(`papers.amendments.form.kinds.${value}`) }))}
      />
      <SelectField
        label={t('papers.amendments.form.list')}
        value={list}
        onChange={(value) => {
          setList(value as List);
          setClause('');
        }}
        options={(['operative', 'preambular'] as const).map((value) => ({ value, label: t(`papers.amendments.form.lists.${value}`) }))}
      />
      <SelectField label={t('papers.amendments.form.clause')} value={clause} onChange={setClause} options={options} />
      {kind !== 'strike' && (
        <TextField
          label={t('papers.amendments.form.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: PAPER_LIMITS.clauseMax } }}
        />
      )}
      {propose.isError && (
        <Typography role="alert" color="error">
          {errorMessage(propose.error)}
        </Typography>
      )}
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={propose.isPending || (kind !== 'add' && clause === '') || (kind !== 'strike' && text.trim() === '')}
        >
          {t('papers.amendments.form.submit')}
        </Button>
      </div>
    </Stack>
  );
}
