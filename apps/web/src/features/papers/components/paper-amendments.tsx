import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Amendment, WorkingPaper } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors';
import { amendmentsQuery, type PapersSource, useAnswerAmendment, useDecideAmendment } from '../api';
import { Choice } from './choice';

/** The form that proposes one brings MUI's select: it loads when a phone may propose (the page's budget). */
const AmendmentForm = lazy(() => import('./amendment-form').then((m) => ({ default: m.AmendmentForm })));

/** What an amendment does, in words: «cambia la cláusula operativa 2». */
function useWhat() {
  const { t } = useTranslation();
  return (a: Amendment) => {
    const list = t(`papers.amendments.lists.${a.list}`);
    if (a.kind === 'add')
      return a.clauseId === null
        ? t('papers.amendments.kinds.addFirst', { list })
        : a.clauseNumber === null
          ? t('papers.amendments.kinds.gone')
          : t('papers.amendments.kinds.add', { list, clause: a.clauseNumber });
    if (a.clauseNumber === null) return t('papers.amendments.kinds.gone');
    return t(`papers.amendments.kinds.${a.kind}`, { list, clause: a.clauseNumber });
  };
}

/** One amendment: what it changes, the words before and after, where it stands, and what the reader may do. */
function AmendmentItem({ source, paperId, amendment: a }: { source: PapersSource; paperId: string; amendment: Amendment }) {
  const { t } = useTranslation();
  const what = useWhat();
  const errorMessage = useErrorMessage('any');
  const answer = useAnswerAmendment(paperId);
  const decide = useDecideAmendment(source, paperId);
  const failed = answer.isError ? answer.error : decide.isError ? decide.error : null;
  return (
    <Box component="li" data-testid="amendment" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 700 }}>{t('papers.amendments.heading', { number: a.number, what: what(a) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('papers.amendments.proposer', { name: a.proposer.name })} ·{' '}
        <span data-testid="amendment-status">{t(`papers.amendments.status.${a.status}`)}</span>
      </Typography>
      {a.original !== null && (
        <Typography sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('papers.amendments.original')}:{' '}
          </Box>
          <Box component={a.kind === 'strike' ? 'del' : 'span'}>{a.original}</Box>
        </Typography>
      )}
      {a.kind !== 'strike' && (
        <Typography sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('papers.amendments.proposed')}:{' '}
          </Box>
          <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>
            {a.text}
          </Box>
        </Typography>
      )}
      {a.waitingFor.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('papers.amendments.waiting', { names: a.waitingFor.map((d) => d.name).join(', ') })}
        </Typography>
      )}
      {a.voteRank !== null && (
        <Typography variant="body2" data-testid="amendment-rank">
          {t('papers.amendments.rank', { rank: a.voteRank, percent: Math.round(a.departure * 100) })}
        </Typography>
      )}
      {(a.mayAnswer || a.mayDecide) && (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {a.mayAnswer && (
            <Choice
              labels={[t('papers.amendments.accept'), t('papers.amendments.reject')]}
              pending={answer.isPending}
              onChoose={(accepted) => answer.mutate({ id: a.id, accepted })}
            />
          )}
          {a.mayDecide && (
            <Choice
              labels={[t('papers.amendments.adopted'), t('papers.amendments.rejected')]}
              pending={decide.isPending}
              onChoose={(adopted) => decide.mutate({ id: a.id, adopted })}
            />
          )}
        </Stack>
      )}
      {failed !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(failed)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * A draft resolution's amendments (decision 038): those waiting for the vote in its order (the furthest from the text
 * first, with how far), those waiting for the sponsors, then the settled ones; a sponsor's phone answers, the chair
 * records each vote's outcome in order, any phone of the commission proposes one.
 */
export function PaperAmendments({ source, paper }: { source: PapersSource; paper: WorkingPaper }) {
  const { t } = useTranslation();
  const list = useQuery(amendmentsQuery(source, paper.id));
  const data = list.data;
  return (
    <Stack spacing={1} component="section" aria-labelledby="paper-amendments">
      <Typography id="paper-amendments" component="h2" variant="h6">
        {t('papers.amendments.title')}
      </Typography>
      {data?.amendments.some((a) => a.mayDecide) && (
        <Typography variant="body2" color="text.secondary">
          {t('papers.amendments.decideHint')}
        </Typography>
      )}
      {data && data.amendments.length === 0 && <Typography color="text.secondary">{t('papers.amendments.none')}</Typography>}
      {data && data.amendments.length > 0 && (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {data.amendments.map((a) => (
            <AmendmentItem key={a.id} source={source} paperId={paper.id} amendment={a} />
          ))}
        </Box>
      )}
      {data?.mayPropose && (
        <Suspense fallback={null}>
          <AmendmentForm paper={paper} />
        </Suspense>
      )}
    </Stack>
  );
}
