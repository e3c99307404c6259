import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicPage } from '../components/public-page';
import { useLivePapers } from '../features/live/use-live-papers';
import { papersQuery, useCreatePaper, useFollowPapers } from '../features/papers/api';
import { BackToRoom } from '../features/papers/components/back-to-room';
import { NewPaperForm, PaperList } from '../features/papers/components/paper-list';
import { useErrorMessage } from '../lib/errors';

const ROOM = { kind: 'room' } as const;

/**
 * /sala/documentos: a commission's working papers on a delegate's phone (PRODUCT §10, decision 038), through the
 * room pass: the list, newest first, and a new paper whose first sponsor is the phone's delegation. Read again when the
 * room's stream tells of a change to a paper, once the pass has read the list.
 */
export default function RoomPapersPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const navigate = useNavigate();
  const papers = useQuery(papersQuery(ROOM));
  useLivePapers(papers.isSuccess ? 'room' : null, useFollowPapers(ROOM));
  const create = useCreatePaper();
  return (
    <PublicPage title={t('routes.roomPapers')} intro={t('papers.about')} maxWidth={720} card={false}>
      <Stack spacing={4}>
        {papers.isPending ? (
          <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('papers.loading')}
          </Typography>
        ) : papers.isError ? (
          <Typography role="alert">{errorMessage(papers.error)}</Typography>
        ) : (
          <>
            <PaperList papers={papers.data.papers} hrefOf={(id) => routePath('roomPaper', id)} />
            <NewPaperForm
              onCreate={(title) => create.mutate({ title }, { onSuccess: (paper) => navigate(routePath('roomPaper', paper.id)) })}
              pending={create.isPending}
              error={create.error}
            />
          </>
        )}
        <div>
          <BackToRoom />
        </div>
      </Stack>
    </PublicPage>
  );
}
