import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkingPaper } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors';
import { type PapersSource, useApprovePaper, useSignPaper } from '../api';

interface Props {
  source: PapersSource;
  paper: WorkingPaper;
  /** Reads the paper again (its signatures and threshold move with other phones and each roll call). */
  onReadAgain: () => void;
  reading: boolean;
}

/**
 * Where a paper stands (PRODUCT §10): a working paper or a draft resolution, its signatories, and its sponsors and
 * signatories against the commission's threshold of the members present at the last roll call; a phone of a
 * delegation that does not sponsor it signs or withdraws its signature, the chair makes it a draft once the threshold
 * is reached.
 */
export function PaperStanding({ source, paper, onReadAgain, reading }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const sign = useSignPaper(paper.id);
  const approve = useApprovePaper(source, paper.id);
  const { threshold } = paper;
  const failed = sign.isError ? sign.error : approve.isError ? approve.error : null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="paper-standing">
      <Typography id="paper-standing" component="h2" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('papers.standing.title')}
      </Typography>
      <Typography data-testid="paper-status" sx={{ fontWeight: 700 }}>
        {t(`papers.standing.status.${paper.status}`)}
      </Typography>
      <Typography data-testid="paper-threshold">
        {threshold.present === 0
          ? t('papers.standing.noRollCall', { has: threshold.has })
          : t('papers.standing.threshold', {
              has: threshold.has,
              needed: threshold.needed,
              percent: threshold.percent,
              present: threshold.present,
            })}
      </Typography>
      <Typography data-testid="paper-signatories" color="text.secondary">
        {paper.signatories.length === 0
          ? t('papers.standing.noSignatories')
          : t('papers.standing.signatories', { names: paper.signatories.map((s) => s.name).join(', ') })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {paper.maySign && (
          <Button variant={paper.signed ? 'outlined' : 'contained'} disabled={sign.isPending} onClick={() => sign.mutate(!paper.signed)}>
            {paper.signed ? t('papers.standing.withdraw') : t('papers.standing.sign')}
          </Button>
        )}
        {paper.mayApprove && (
          <Button variant="contained" disabled={!threshold.reached || approve.isPending} onClick={() => approve.mutate()}>
            {t('papers.standing.approve')}
          </Button>
        )}
        <Button onClick={onReadAgain} disabled={reading}>
          {t('papers.readAgain')}
        </Button>
      </Stack>
      {paper.mayApprove && !threshold.reached && (
        <Typography variant="body2" color="text.secondary">
          {t('papers.standing.approveWhen')}
        </Typography>
      )}
      {failed !== null && (
        <Alert severity="error" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
    </Stack>
  );
}
