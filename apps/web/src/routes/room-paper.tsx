import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { routePath } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PublicPage } from '../components/public-page';
import { useLivePapers } from '../features/live/use-live-papers';
import { paperQuery, useFollowPapers } from '../features/papers/api';
import { BackToRoom } from '../features/papers/components/back-to-room';
import { PaperView } from '../features/papers/components/paper-view';

const ROOM = { kind: 'room' } as const;

/**
 * /sala/documentos/:id: one working paper on a delegate's phone (decision 038): its sponsors' phones write it, the
 * commission's other delegates read it. The room's stream tells of its changes, once the pass has read it: a reader's
 * text is read again, an editor is told of a newer version.
 */
export default function RoomPaperPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const read = useQuery(paperQuery(ROOM, id)).isSuccess;
  useLivePapers(read ? 'room' : null, useFollowPapers(ROOM));
  return (
    <PublicPage title={t('routes.roomPaper')} maxWidth={720} card={false}>
      <Stack spacing={3}>
        <div>
          <Link component={RouterLink} to={routePath('roomPapers')}>
            {t('papers.backToList')}
          </Link>
        </div>
        <PaperView key={id} source={ROOM} paperId={id} refused={<BackToRoom />} />
      </Stack>
    </PublicPage>
  );
}
