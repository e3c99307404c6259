import Alert from '@mui/material/Alert';
import type { Country } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { QueryView } from '../../../components/query-state';
import { useToast } from '../../../components/toast/toast-provider';
import { useErrorMessage } from '../../../lib/errors';
import { countriesQuery, useAddDelegation } from '../api';
import { CountryPicker } from './country-picker';

interface Props {
  commissionId: string;
  /** ISO codes already seated. */
  taken: Set<string>;
  /** True when the commission has no free seat. */
  full: boolean;
}

/** Seats countries picked from the list, one after another, stopping at the first refusal. */
export function CountryPickerCard({ commissionId, taken, full }: Props) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery());
  const add = useAddDelegation(commissionId);
  const toast = useToast();
  const errorMessage = useErrorMessage();

  const addCountries = async (chosen: Country[]) => {
    let done = 0;
    for (const c of chosen) {
      try {
        await add.mutateAsync({ name: c.name, isoCode: c.code, kind: c.status === 'observer' ? 'observador' : 'miembro' });
        done += 1;
      } catch (error) {
        toast.error(`${c.name}: ${errorMessage(error)}`);
        break;
      }
    }
    if (done) toast.success(t('chairArea.delegations.added', { count: done }));
  };

  return (
    <SectionCard title={t('chairArea.delegations.picker.title')}>
      {full && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('errors.COMMISSION_FULL')}
        </Alert>
      )}
      <QueryView query={countries}>
        {(data) => <CountryPicker countries={data} taken={taken} busy={add.isPending} onAdd={(c) => void addCountries(c)} />}
      </QueryView>
    </SectionCard>
  );
}
