import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Public from '@mui/icons-material/Public';
import SortByAlpha from '@mui/icons-material/SortByAlpha';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberStatesInput } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/use-submit';
import { useAddMemberStates, useSortDelegations } from '../api';

interface Props {
  commissionId: string;
  /** How many delegations the commission has (its seats). */
  seats: number;
  capacity: number;
}

/**
 * The seats of a commission in a few clicks: every missing UN member state, up to the capacity, and the
 * Spanish alphabetical order. Says plainly that the assignment's seats are the delegations, not the capacity.
 */
export function SeatActions({ commissionId, seats, capacity }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit(null, { serverWords: ['COMMISSION_FULL'] });
  const addStates = useAddMemberStates(commissionId);
  const sort = useSortDelegations(commissionId);
  const busy = submit.busy;

  const add = (upTo: MemberStatesInput['upTo']) =>
    submit.run(async () => {
      const { added } = await addStates.mutateAsync({ upTo });
      return added ? t('chairArea.delegations.added', { count: added }) : t('chairArea.delegations.seats.noneMissing');
    });
  const sortAll = () =>
    submit.run(async () => {
      await sort.mutateAsync(undefined);
      return t('chairArea.delegations.seats.sorted');
    });

  return (
    <Stack spacing={1} data-testid="seat-actions">
      <Typography variant="body2" color="text.secondary">
        {t('chairArea.delegations.seats.explain', { count: seats, capacity })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<Public />} disabled={busy} onClick={() => void add('all')}>
          {t('chairArea.delegations.seats.addAll')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PlaylistAdd />}
          disabled={busy || seats >= capacity}
          onClick={() => void add('capacity')}
        >
          {t('chairArea.delegations.seats.fillToCapacity')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<SortByAlpha />} disabled={busy || seats < 2} onClick={() => void sortAll()}>
          {t('chairArea.delegations.seats.sort')}
        </Button>
      </Stack>
    </Stack>
  );
}
