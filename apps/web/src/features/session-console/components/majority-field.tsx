import { MAJORITIES, type Majority } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';

/** The majority a vote or an «otra» motion needs: simple or two thirds. */
export function MajorityField({ value, onChange }: { value: Majority; onChange: (value: Majority) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      size="small"
      fullWidth
      label={t('sessionConsole.motions.majority')}
      value={value}
      onChange={(v) => onChange(v as Majority)}
      options={MAJORITIES.map((m) => ({ value: m, label: t(`sessionConsole.majority.${m}`) }))}
    />
  );
}
