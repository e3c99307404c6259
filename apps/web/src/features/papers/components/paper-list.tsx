import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAPER_LIMITS, type PaperSummary } from '@quorum/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { Link as RouterLink } from 'react-router';
import { useErrorMessage } from '../../../lib/errors';

/** The commission's working papers, newest first, each a link to its page, with its sponsors and version. */
export function PaperList({ papers, hrefOf }: { papers: readonly PaperSummary[]; hrefOf: (paperId: string) => string }) {
  const { t } = useTranslation();
  if (papers.length === 0) return <Typography color="text.secondary">{t('papers.empty')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="paper-list">
      {papers.map((paper) => (
        <Box component="li" key={paper.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Link component={RouterLink} to={hrefOf(paper.id)} sx={{ fontWeight: 700 }}>
            {paper.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t(`papers.standing.status.${paper.status}`)} ·{' '}
            {t('papers.sponsoredBy', { names: paper.sponsors.map((s) => s.name).join(', ') })} ·{' '}
            {t('papers.version', { version: paper.version })}
            {paper.mayEdit && ` · ${t('papers.yours')}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface CreateProps {
  onCreate: (title: string) => void;
  pending: boolean;
  error: unknown;
}

/** A new working paper's title; the phone's delegation becomes its first sponsor. */
export function NewPaperForm({ onCreate, pending, error }: CreateProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) onCreate(title);
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-labelledby="new-paper">
      <Typography id="new-paper" component="h2" variant="h6">
        {t('papers.create.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('papers.create.hint')}
      </Typography>
      <TextField
        label={t('papers.create.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: PAPER_LIMITS.titleMax } }}
      />
      {error !== null && error !== undefined && (
        <Typography role="alert" color="error">
          {errorMessage(error)}
        </Typography>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={pending || title.trim() === ''}>
          {t('papers.create.submit')}
        </Button>
      </div>
    </Stack>
  );
}
