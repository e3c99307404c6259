import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors';
import { type PapersSource, paperQuery, papersQuery } from '../api';
import { PaperDownloads } from './paper-downloads';
import { PaperEditor } from './paper-editor';
import { PaperSponsors } from './paper-sponsors';
import { PaperStanding } from './paper-standing';
import { PaperText } from './paper-text';

/** A draft resolution's amendments: only a draft has them, so they load with one (the page's budget). */
const PaperAmendments = lazy(() => import('./paper-amendments').then((m) => ({ default: m.PaperAmendments })));
/** Its division of the question and its vote: loaded with a draft too (MUI's checkboxes). */
const PaperVoting = lazy(() => import('./paper-voting').then((m) => ({ default: m.PaperVoting })));

/** An adopted resolution's publication among the documents: for the chair and the Gestor only, loaded with one. */
const PaperPublication = lazy(() => import('./paper-publication').then((m) => ({ default: m.PaperPublication })));

/** The version history: read when a reader opens it, so the page does not carry it (its budget). */
const PaperHistory = lazy(() => import('./paper-history').then((m) => ({ default: m.PaperHistory })));

/** «Historial de versiones»: a disclosure for every reader, its part loaded when first opened. */
function HistoryDisclosure({ source, paperId }: { source: PapersSource; paperId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1}>
      <Button variant="text" aria-expanded={open} onClick={() => setOpen(!open)} sx={{ alignSelf: 'flex-start' }}>
        {t('papers.history.title')}
      </Button>
      {open && (
        <Suspense
          fallback={
            <Typography role="status" color="text.secondary">
              {t('papers.history.loading')}
            </Typography>
          }
        >
          <PaperHistory source={source} paperId={paperId} />
        </Suspense>
      )}
    </Stack>
  );
}

interface Props {
  source: PapersSource;
  paperId: string;
  /** Shown under a refusal to read (the room's link back to the personal link's form). */
  refused?: ReactNode;
}

/**
 * One working paper: its sponsors, then the editor for a reader who may write it (a sponsor's phone, the chair) or the
 * text as it reads for the others (and for everyone once it is a draft resolution). Read again when the page hears it
 * changed (`useFollowPapers`) and on request (a roll call moves its threshold without a notice).
 */
export function PaperView({ source, paperId, refused }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const client = useQueryClient();
  const paper = useQuery(paperQuery(source, paperId));
  // The paper and what is read under it (its amendments).
  const readAgain = () => void client.invalidateQueries({ queryKey: paperQuery(source, paperId).queryKey });
  const list = useQuery({ ...papersQuery(source), enabled: paper.data?.mayEdit === true });
  if (paper.isPending)
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('papers.loadingOne')}
      </Typography>
    );
  if (paper.isError)
    return (
      <Stack spacing={2}>
        <Typography role="alert">{errorMessage(paper.error)}</Typography>
        {refused}
      </Stack>
    );
  const data = paper.data;
  return (
    <Stack spacing={3}>
      <PaperSponsors source={source} paper={data} delegations={list.data?.delegations ?? []} />
      <PaperStanding source={source} paper={data} onReadAgain={readAgain} reading={paper.isFetching} />
      <PaperDownloads source={source} paperId={data.id} />
      {data.mayEdit ? (
        <PaperEditor key={data.id} source={source} paper={data} />
      ) : (
        <>
          <Typography color="text.secondary">
            {t(data.status === 'borrador' ? 'papers.readOnly' : data.status === 'proyecto' ? 'papers.frozen' : 'papers.decided', {
              version: data.version,
            })}
          </Typography>
          <PaperText text={data.text} />
          {data.status !== 'borrador' && (
            <Suspense fallback={null}>
              <PaperAmendments source={source} paper={data} />
              <PaperVoting source={source} paper={data} />
              {(data.mayPublish || data.publication) && <PaperPublication source={source} paper={data} />}
            </Suspense>
          )}
        </>
      )}
      <HistoryDisclosure key={paperId} source={source} paperId={paperId} />
    </Stack>
  );
}
