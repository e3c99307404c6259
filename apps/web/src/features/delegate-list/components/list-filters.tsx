import Box from '@mui/material/Box';
import { type Commission, DELEGATE_STATUSES, NONE } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { SelectField, type SelectOption } from '../../../components/select-field';
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
  const all = { value: '', label: t('delegateList.allFem') };
  const delegationLabel = (d: { name: string; commissionId: string | null }) =>
    commissionId ? d.name : `${d.name} · ${commissions.find((c) => c.id === d.commissionId)?.acronym ?? ''}`;
  const filters: { label: string; value: string | undefined; set: (value: string) => void; options: SelectOption[] }[] = [
    {
      label: t('delegateList.columns.status'),
      value: status,
      set: (value) => update({ status: value }),
      options: [
        { value: '', label: t('delegateList.all') },
        ...DELEGATE_STATUSES.map((s) => ({ value: s, label: t(`delegateStatus.${s}`) })),
      ],
    },
    {
      label: t('delegateList.columns.commission'),
      value: commissionId,
      set: (value) => update({ commissionId: value, delegationId: undefined }),
      options: [all, { value: NONE, label: t('delegateList.noCommission') }, ...commissions.map((c) => ({ value: c.id, label: c.name }))],
    },
    {
      label: t('delegateList.columns.institution'),
      value: institution,
      set: (value) => update({ institution: value }),
      options: [all, ...(options.data?.institutions ?? []).map((i) => ({ value: i, label: i }))],
    },
    {
      label: t('delegateList.columns.delegation'),
      value: delegationId,
      set: (value) => update({ delegationId: value }),
      options: [
        all,
        { value: NONE, label: t('delegateList.noDelegation') },
        ...delegationOptions.map((d) => ({ value: d.id, label: delegationLabel(d) })),
      ],
    },
  ];

  return (
    <Box
      component="search"
      aria-label={t('delegateList.filters')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr 1fr' }, mb: 2 }}
    >
      <SearchField label={t('delegateList.search')} value={search} onChange={onSearch} helperText={t('delegateList.searchHelp')} />
      {filters.map(({ label, value, set, options }) => (
        <SelectField key={label} label={label} value={value ?? ''} onChange={set} options={options} />
      ))}
    </Box>
  );
}
