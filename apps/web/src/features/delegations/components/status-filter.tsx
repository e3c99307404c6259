import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type CommissionDelegate, DELEGATE_STATUSES, type DelegateStatus } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  all: CommissionDelegate[];
  status: DelegateStatus | null;
  setStatus: (status: DelegateStatus | null) => void;
}

/** One chip per delegate status with its count (and "all"): picks the status shown. */
export function StatusFilter({ all, status, setStatus }: Props) {
  const { t } = useTranslation();
  const counts = new Map<DelegateStatus, number>();
  for (const r of all) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={t('chairArea.delegates.statusFilter')}>
      <Chip
        label={t('chairArea.delegates.allStatuses', { count: all.length })}
        color={status === null ? 'primary' : 'default'}
        variant={status === null ? 'filled' : 'outlined'}
        onClick={() => setStatus(null)}
        aria-pressed={status === null}
      />
      {DELEGATE_STATUSES.map((s) => (
        <Chip
          key={s}
          label={`${t(`delegateStatus.${s}`)} (${counts.get(s) ?? 0})`}
          color={status === s ? 'primary' : 'default'}
          variant={status === s ? 'filled' : 'outlined'}
          onClick={() => setStatus(status === s ? null : s)}
          aria-pressed={status === s}
        />
      ))}
    </Stack>
  );
}
