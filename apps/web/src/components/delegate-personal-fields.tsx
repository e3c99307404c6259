import Box from '@mui/material/Box';
import { DOCUMENT_TYPES } from '@quorum/shared';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PersonalFormValues } from '../lib/forms';
import { FormField } from './form-field';
import { FormSelect } from './form-fields';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const DATE_LABEL = { inputLabel: { shrink: true } } as const;

/**
 * A delegate's personal fields (PERSONAL_FIELDS) in a staff form, two to a row: the Gestor's delegate record and a
 * chair's correction alike. The form's values hold them as text (`personalFormValues`).
 */
export function DelegatePersonalFields<T extends FieldValues & PersonalFormValues, O>({ control }: { control: Control<T, unknown, O> }) {
  const { t } = useTranslation();
  // The fields are PersonalFormValues' own, whatever else the form holds.
  const personal = control as unknown as Control<PersonalFormValues>;
  return (
    <Box sx={GRID}>
      <FormField control={personal} name="firstNames" label={t('delegateFields.firstNames')} />
      <FormField control={personal} name="lastNames" label={t('delegateFields.lastNames')} />
      <FormSelect
        control={personal}
        name="documentType"
        label={t('delegateFields.documentType')}
        options={DOCUMENT_TYPES.map((d) => ({ value: d, label: `${d} · ${t(`delegateFields.documentTypes.${d}`)}` }))}
      />
      <FormField control={personal} name="documentNumber" label={t('delegateFields.documentNumber')} />
      <FormField control={personal} name="birthDate" label={t('delegateFields.birthDate')} type="date" slotProps={DATE_LABEL} />
      <FormField control={personal} name="email" label={t('delegateFields.email')} type="email" />
      <FormField control={personal} name="phone" label={t('delegateFields.phone')} type="tel" />
      <FormField control={personal} name="institution" label={t('delegateFields.institution')} />
      <FormField control={personal} name="grade" label={t('delegateFields.grade')} />
      <Box />
      <FormField control={personal} name="guardianName" label={t('delegateFields.guardianName')} />
      <FormField control={personal} name="guardianPhone" label={t('delegateFields.guardianPhone')} type="tel" />
    </Box>
  );
}
