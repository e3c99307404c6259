import { FormField } from '../../../components/form-field';
import type { Language, Profile, UpdateOwnProfileInput } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-fields';
import { FormCard } from '../../../components/form-card';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import i18n, { setLanguage } from '../../../i18n';
import { textValues } from '../../../lib/forms';
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
  const form = useSchemaForm<ProfileForm, UpdateOwnProfileInput>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.updateOwnProfileSchema),
    defaultValues: formFor(profile),
  });
  const submit = useSubmit(form);

  const onSubmit = form.handleSubmit((input) =>
    submit.run(async () => {
      const saved = await update.mutateAsync(input);
      // Switch the language first so the confirmation is already in the chosen one.
      await setLanguage(saved.language);
      setProfile(saved);
      form.reset(formFor(saved));
      return i18n.t('profile.data.saved');
    }),
  );

  return (
    <FormCard
      title={t('profile.data.title')}
      subtitle={`${profile.email} · ${t(`roles.${profile.role}`)}`}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
    >
      <FormField control={form.control} name="name" label={t('profile.data.name')} autoComplete="name" />
      <FormField control={form.control} name="phone" label={t('profile.data.phone')} type="tel" autoComplete="tel" />
      <FormField control={form.control} name="grade" label={t('profile.data.grade')} />
      <FormField control={form.control} name="ti" label={t('profile.data.ti')} />
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
