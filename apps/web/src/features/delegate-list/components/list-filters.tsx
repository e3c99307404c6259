import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Commission, DELEGATE_STATUSES, NONE } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { delegateOptionsQuery } from '../api';
import type { ListState, ListUpdate } from '../use-list-state';

interface Props {
  state: ListState;
  update: ListUpdate;
  /** The search box's text (the address follows it after a pause). */
  search: string;
  onSearch: (text: string) => void;
  commissions: Commission[];
}

/** The list's search box and its filters: status, commission, institution and delegation. */
export function ListFilters({ state, update, search, onSearch, commissions }: Props) {
  const { t } = useTranslation();
  const options = useQuery(delegateOptionsQuery);
  const { status, commissionId, institution, delegationId } = state;
  const delegationOptions = useMemo(
    () => (options.data?.delegations ?? []).filter((d) => !commissionId || commissionId === NONE || d.commissionId === commissionId),
    [options.data, commissionId],
  );

  return (
    <Box
      component="search"
      aria-label={t('delegateList.filters')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr 1fr' }, mb: 2 }}
    >
      <TextField
        label={t('delegateList.search')}
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        helperText={t('delegateList.searchHelp')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <SelectField
        label={t('delegateList.columns.status')}
        value={status ?? ''}
        onChange={(value) => update({ status: value })}
        options={[
          { value: '', label: t('delegateList.all') },
          ...DELEGATE_STATUSES.map((s) => ({ value: s, label: t(`delegateList.status.${s}`) })),
        ]}
      />
      <SelectField
        label={t('delegateList.columns.commission')}
        value={commissionId ?? ''}
        onChange={(value) => update({ commissionId: value, delegationId: undefined })}
        options={[
          { value: '', label: t('delegateList.allFem') },
          { value: NONE, label: t('delegateList.noCommission') },
          ...commissions.map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <SelectField
        label={t('delegateList.columns.institution')}
        value={institution ?? ''}
        onChange={(value) => update({ institution: value })}
        options={[
          { value: '', label: t('delegateList.allFem') },
          ...(options.data?.institutions ?? []).map((i) => ({ value: i, label: i })),
        ]}
      />
      <SelectField
        label={t('delegateList.columns.delegation')}
        value={delegationId ?? ''}
        onChange={(value) => update({ delegationId: value })}
        options={[
          { value: '', label: t('delegateList.allFem') },
          { value: NONE, label: t('delegateList.noDelegation') },
          ...delegationOptions.map((d) => ({
            value: d.id,
            label: commissionId ? d.name : `${d.name} · ${commissions.find((c) => c.id === d.commissionId)?.acronym ?? ''}`,
          })),
        ]}
      />
    </Box>
  );
}
