import { TextField } from '../../../components/text-field';
import type { Language, Profile } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-fields';
import { FormCard } from '../../../components/form-card';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { staffSchema } from '../../../lib/staff-forms';
import i18n, { setLanguage } from '../../../i18n';
import { bindField, textValues } from '../../../lib/forms';
import { setProfile } from '../../../data/session';
import { useUpdateOwnProfile } from '../api';

interface ProfileForm {
  name: string;
  phone: string;
  grade: string;
  ti: string;
  language: Language;
}

const formFor = (profile: Profile): ProfileForm => ({
  ...textValues(profile, ['name', 'phone', 'grade', 'ti']),
  language: profile.language,
});

/** Own name, phone, grade, ID and interface language. */
export function ProfileDataCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateOwnProfile();
  const form = useForm<ProfileForm>({ defaultValues: formFor(profile) });
  const submit = useSubmit(form);

  const onSubmit = validatedSubmit(
    form,
    submit,
    staffSchema((s) => s.updateOwnProfileSchema),
    async (input) => {
      const saved = await update.mutateAsync(input);
      // Switch the language first so the confirmation is already in the chosen one.
      await setLanguage(saved.language);
      setProfile(saved);
      form.reset(formFor(saved));
      return i18n.t('profile.data.saved');
    },
  );

  return (
    <FormCard
      title={t('profile.data.title')}
      subtitle={`${profile.email} · ${t(`roles.${profile.role}`)}`}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
    >
      <TextField label={t('profile.data.name')} autoComplete="name" {...bindField(form, 'name')} />
      <TextField label={t('profile.data.phone')} type="tel" autoComplete="tel" {...bindField(form, 'phone')} />
      <TextField label={t('profile.data.grade')} {...bindField(form, 'grade')} />
      <TextField label={t('profile.data.ti')} {...bindField(form, 'ti')} />
      <FormSelect
        control={form.control}
        name="language"
        label={t('profile.data.language')}
        options={[
          { value: 'es', label: 'Español' },
          { value: 'en', label: 'English' },
        ]}
      />
    </FormCard>
  );
}
