import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useErrorMessage } from '../../../lib/errors';
import { type PapersSource, useAddSponsor } from '../api';

interface Props {
  source: PapersSource;
  paperId: string;
  /** The commission's delegations not sponsoring the paper yet. */
  others: readonly { delegationId: string; name: string }[];
}

/** A sponsor's (or the chair's) choice of another delegation of the commission to sponsor the paper. */
export function SponsorAddForm({ source, paperId, others }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const add = useAddSponsor(source, paperId);
  const [chosen, setChosen] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) add.mutate({ delegationId: chosen }, { onSuccess: () => setChosen('') });
  };
  return (
    <>
      <Stack component="form" onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <SelectField
          size="small"
          label={t('papers.sponsors.delegation')}
          value={chosen}
          onChange={setChosen}
          options={[{ value: '', label: t('papers.sponsors.choose') }, ...others.map((d) => ({ value: d.delegationId, label: d.name }))]}
          sx={{ minWidth: 200, flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={!chosen || add.isPending}>
          {t('papers.sponsors.add')}
        </Button>
      </Stack>
      {add.isError && (
        <Typography role="alert" color="error">
          {errorMessage(add.error)}
        </Typography>
      )}
    </>
  );
}
