import { useLivePapers } from '../../features/live/use-live-papers';
import { useFollowPapers } from '../../features/papers/api';
import { CommissionPapers } from '../../features/papers/components/commission-papers';
import { liveUrls } from '../../features/session-console/api';

/**
 * The working papers' section of Documentos (decision 038), following the commission's live stream (the console's): a
 * paper read is read again when it changes, an editor is told of a newer version.
 */
export function LiveCommissionPapers({ commissionId }: { commissionId: string }) {
  useLivePapers(liveUrls(commissionId).events, useFollowPapers({ kind: 'commission', commissionId }));
  return <CommissionPapers commissionId={commissionId} />;
}
