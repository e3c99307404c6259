import { PAGE_DRAWN_AT } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bannerRequestsQuery, bannerSourceQuery, isRefused } from '../features/banner/api';
import { BannerMessage, BannerScreen } from '../features/banner/components/banner-screen';
import { useMeetsCode } from '../features/banner/use-meets-code';
import { useWakeLock } from '../features/banner/use-wake-lock';
import { useLive, useServerNow } from '../features/live/use-live';
import { newsQuery } from '../features/press/api';
import { useErrorMessage } from '../lib/errors';
import { pageData } from '../lib/page-data';

/**
 * /banner/:id: the room's screen, full screen without the app's layout, following the commission live. The server
 * renders it with the live state its projection cookie opens (decision 029), so the session is on the screen before
 * any script has run; the page hydrates with that state and the time it was drawn at, then follows the stream.
 */
export default function BannerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const errorMessage = useErrorMessage('any');
  const source = useQuery(bannerSourceQuery(id));
  const feed = useLive(source.data?.urls.events ?? null, source.data?.state ?? null);
  const [drawnAt] = useState(() => pageData<number>(PAGE_DRAWN_AT));
  const now = useServerNow(feed.clock, 200, drawnAt);
  const serverNow = useCallback(() => feed.clock.now(), [feed.clock]);
  const selfRollCall = feed.state?.rollCall?.mode === 'self' ? feed.state.rollCall.id : null;
  const meetsCode = useMeetsCode(source.data?.urls.meetsCode ?? '', selfRollCall, serverNow);
  useWakeLock();
  // The commission's press headlines, read again whenever the live stream says they changed (or it reconnected).
  const headlines = useQuery({
    ...newsQuery({ commissionId: id, limit: 3, version: feed.newsVersion }),
    enabled: feed.newsVersion > 0,
    retry: false,
    placeholderData: (previous) => previous,
  });

  // The phones' requests waiting for the chair, once the stream is open (it counts its openings) and while a session is.
  const requests = useQuery({
    ...bannerRequestsQuery(id, feed.state?.version ?? 0, feed.requestsHeard),
    enabled: feed.requestsHeard > 0 && Boolean(feed.state?.session),
    retry: false,
  });

  if (source.isError) return <BannerMessage>{isRefused(source.error) ? t('banner.refused') : errorMessage(source.error)}</BannerMessage>;
  if (feed.error && !feed.state) return <BannerMessage>{t('banner.refused')}</BannerMessage>;
  if (!source.data || !feed.state) return <BannerMessage>{t('banner.connecting')}</BannerMessage>;
  return (
    <BannerScreen
      commission={source.data.commission}
      state={feed.state}
      now={now}
      // Lost, not merely not yet open: a screen drawn with its state says nothing while the stream first connects.
      connected={feed.connection !== 'reconnecting'}
      meetsCode={meetsCode}
      meetsUrl={`${typeof window === 'undefined' ? '' : window.location.host}/meets`}
      headlines={headlines.isError ? [] : (headlines.data ?? [])}
      ballots={feed.ballots}
      requests={feed.state.session ? requests.data?.items : undefined}
    />
  );
}
