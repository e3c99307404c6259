import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_TYPES,
  isMinor,
  MAX_PREFERENCES,
  missingGuardianFields,
  type RegistrationOptions,
  type RegistrationResult,
} from '@quorum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { SelectField } from '../../../components/select-field';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { applyServerFieldErrors, fieldMessage, type PersonalFormValues } from '../../../lib/forms';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isDocumentRegistered, useRegister } from '../api';

export interface RegistrationFormValues extends PersonalFormValues {
  preferences: string[];
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  termsVersion: number;
  privacyVersion: number;
  website: string;
}
type Field = keyof RegistrationFormValues;
type StepKey = 'personal' | 'institution' | 'preferences' | 'guardian' | 'consent';

const STEP_FIELDS: Record<StepKey, Field[]> = {
  personal: ['firstNames', 'lastNames', 'documentType', 'documentNumber', 'birthDate', 'email', 'phone'],
  institution: ['institution', 'grade'],
  preferences: ['preferences'],
  guardian: ['guardianName', 'guardianPhone'],
  consent: ['acceptTerms', 'acceptPrivacy'],
};

/** The shared registrationSchema, loaded after the first paint (decision 027). */
const schema = () =>
  import('../../../lib/public-schemas').then((s) => s.registrationSchema as unknown as z.ZodType<RegistrationFormValues>);

/**
 * The shared schema's guardian rule runs only once every other field is valid (zod refines a whole
 * object last); the step-by-step form needs it on its own step, so it is also checked here.
 */
const guardianIssues = (values: RegistrationFormValues) =>
  missingGuardianFields({
    birthDate: values.birthDate,
    guardianName: values.guardianName.trim(),
    guardianPhone: values.guardianPhone.trim(),
  });

/** The steps of the form: the guardian's only for a minor. */
function stepsFor(minor: boolean): StepKey[] {
  return ['personal', 'institution', 'preferences', ...(minor ? (['guardian'] as const) : []), 'consent'];
}

/** The date field's label stays above it (the browser draws its own placeholder). */
const DATE_SLOTS = { inputLabel: { shrink: true } };

/**
 * The steps across the top (from a tablet up), drawn again only when the step or the number of steps changes: the
 * form itself is drawn again as it gets ready and on every error.
 */
const StepsBar = memo(function StepsBar({ minor, active }: { minor: boolean; active: number }) {
  const { t } = useTranslation();
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('publicDelegates.register.stepsLabel')}
      sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}
    >
      {stepsFor(minor).map((s) => (
        <Step key={s}>
          <StepLabel>{t(`publicDelegates.register.steps.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
});

/**
 * The multi-step pre-registration form, validated with the shared registrationSchema. Its fields follow their own
 * state (FormField) and the steps bar is drawn apart, so the form's own re-renders stay small on a phone.
 */
export function RegistrationForm({ options, onDone }: { options: RegistrationOptions; onDone: (result: RegistrationResult) => void }) {
  const { t } = useTranslation();
  // A refused request says which limit and for how long (the server's Spanish words).
  const errorMessage = useErrorMessage(['RATE_LIMITED']);
  const client = useQueryClient();
  const register = useRegister();
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<RegistrationFormValues>({
    schema,
    extraIssues: guardianIssues,
    mode: 'onTouched',
    defaultValues: {
      firstNames: '',
      lastNames: '',
      documentType: 'TI',
      documentNumber: '',
      birthDate: '',
      email: '',
      phone: '',
      institution: '',
      grade: '',
      guardianName: '',
      guardianPhone: '',
      preferences: [],
      acceptTerms: false,
      acceptPrivacy: false,
      termsVersion: options.termsVersion,
      privacyVersion: options.privacyVersion,
      website: '',
    },
  });
  const minor = isMinor(form.watch('birthDate'));
  const steps = stepsFor(minor);
  const step = steps[Math.min(active, steps.length - 1)];
  const last = active >= steps.length - 1;

  // A document already pre-registered is said on the first step, not after the whole form.
  // Focus moves to the field only when the person asked to go on (not while they type in the next field).
  const documentTaken = useCallback(
    async (shouldFocus: boolean): Promise<boolean> => {
      if (!(await form.trigger('documentNumber'))) return false;
      if (!(await isDocumentRegistered(form.getValues('documentNumber')))) return false;
      form.setError('documentNumber', { type: 'server', message: t('errors.DELEGATE_DUPLICATE') }, { shouldFocus });
      return true;
    },
    [form, t],
  );

  // After the field's own blur (FormField's binding marks it touched).
  const checkDocumentOnBlur = useCallback(async () => {
    if (form.getValues('documentNumber').trim()) await documentTaken(false);
  }, [form, documentTaken]);
  const documentTypes = useMemo(
    () => DOCUMENT_TYPES.map((d) => ({ value: d, label: `${d} · ${t(`publicDelegates.documentTypes.${d}`)}` })),
    [t],
  );

  const next = async () => {
    if (!(await form.trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    if (step === 'personal' && (await documentTaken(true))) return;
    setActive((a) => a + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const body = {
        ...values,
        termsVersion: options.termsVersion,
        privacyVersion: options.privacyVersion,
        documentType: values.documentType as (typeof DOCUMENT_TYPES)[number],
        preferences: values.preferences.filter(Boolean),
      };
      try {
        onDone(await register.mutateAsync(body as never));
      } catch (error) {
        if (isApiError(error, 'CONSENT_OUTDATED')) {
          form.setValue('acceptTerms', false);
          form.setValue('acceptPrivacy', false);
          await client.invalidateQueries({ queryKey: ['registration', 'options'] });
          setFailure(t('publicDelegates.register.consentChanged'));
          return;
        }
        if (isApiError(error, 'REGISTRATION_CLOSED')) {
          setFailure(error.message);
          await client.invalidateQueries({ queryKey: ['registration', 'options'] });
          return;
        }
        if (applyServerFieldErrors(error, form.setError)) {
          const fields = Object.keys((error as { fields: Record<string, string> }).fields);
          const first = steps.findIndex((s) => STEP_FIELDS[s].some((f) => fields.includes(f)));
          if (first >= 0) setActive(first);
        }
        if (isApiError(error, 'DELEGATE_DUPLICATE')) setActive(0);
        setFailure(errorMessage(error));
      }
    },
    (errors) => {
      const first = steps.findIndex((s) => STEP_FIELDS[s].some((f) => f in errors));
      if (first >= 0 && first !== active) setActive(first);
    },
  );

  const text = (name: Field, extra: object = {}) => (
    <FormField
      control={form.control}
      name={name}
      label={t(`publicDelegates.fields.${name}` as 'publicDelegates.fields.email')}
      {...extra}
    />
  );
  const prefs = form.watch('preferences');
  const commissionOptions = [
    { value: '', label: t('publicDelegates.register.noPreference') },
    ...options.commissions.map((c) => ({ value: c.id, label: `${c.name} (${c.acronym})` })),
  ];

  // `method="dialog"`: until the page has hydrated (decision 029), a submit does nothing instead of sending the fields
  // in the address; once it has, onSubmit handles it.
  return (
    <Box
      component="form"
      method="dialog"
      noValidate
      onSubmit={
        last
          ? submit
          : (e) => {
              e.preventDefault();
              void next();
            }
      }
    >
      <StepsBar minor={minor} active={active} />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {active + 1}/{steps.length} · {t(`publicDelegates.register.steps.${step}`)}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {/* Honeypot: hidden from people and from assistive technology; bots fill it. */}
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label>
          {t('publicDelegates.register.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </Box>
      <Stack spacing={2.5}>
        {step === 'personal' && (
          <>
            {text('firstNames', { autoComplete: 'given-name', autoFocus: true })}
            {text('lastNames', { autoComplete: 'family-name' })}
            <FormSelect
              control={form.control}
              name="documentType"
              label={t('publicDelegates.fields.documentType')}
              options={documentTypes}
            />
            {text('documentNumber', { autoComplete: 'off', onBlur: checkDocumentOnBlur })}
            {text('birthDate', { type: 'date', slotProps: DATE_SLOTS })}
            {text('email', { type: 'email', autoComplete: 'email' })}
            {text('phone', { type: 'tel', autoComplete: 'tel' })}
          </>
        )}
        {step === 'institution' && (
          <>
            {text('institution', { autoComplete: 'organization', autoFocus: true })}
            {text('grade')}
          </>
        )}
        {step === 'preferences' && (
          <>
            <Typography color="text.secondary">{t('publicDelegates.register.preferencesHelp')}</Typography>
            {options.commissions.length === 0 && <Alert severity="info">{t('publicDelegates.register.noCommissions')}</Alert>}
            {options.commissions.length > 0 &&
              Array.from({ length: Math.min(MAX_PREFERENCES, options.commissions.length) }, (_, i) => (
                <SelectField
                  // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions
                  key={i}
                  label={t('publicDelegates.register.preference', { n: i + 1 })}
                  value={prefs[i] ?? ''}
                  onChange={(value) => {
                    const nextPrefs = [...prefs];
                    nextPrefs[i] = value;
                    // Keep the list ordered and without repeats or gaps.
                    const clean = nextPrefs.filter((p, j) => p && nextPrefs.indexOf(p) === j);
                    form.setValue('preferences', clean, { shouldValidate: true });
                  }}
                  options={commissionOptions.filter((o) => o.value === '' || o.value === prefs[i] || !prefs.includes(o.value))}
                  disabled={i > prefs.length}
                />
              ))}
            {fieldMessage(form.getFieldState('preferences', form.formState).error?.message) && (
              <Alert severity="error">{fieldMessage(form.getFieldState('preferences', form.formState).error?.message)}</Alert>
            )}
          </>
        )}
        {step === 'guardian' && (
          <>
            <Alert severity="info">{t('publicDelegates.register.guardianHelp')}</Alert>
            {text('guardianName', { autoFocus: true })}
            {text('guardianPhone', { type: 'tel' })}
          </>
        )}
        {step === 'consent' &&
          (['acceptTerms', 'acceptPrivacy'] as const).map((name) => (
            <FormCheckbox
              key={name}
              control={form.control}
              name={name}
              showError
              label={
                <>
                  {t(`publicDelegates.register.${name}`)}{' '}
                  <Link href={name === 'acceptTerms' ? '/tyc' : '/privacy-policy'} target="_blank" rel="noopener">
                    {t(name === 'acceptTerms' ? 'publicDelegates.register.termsLink' : 'publicDelegates.register.privacyLink')}
                  </Link>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('publicDelegates.register.opensInNewTab')}
                  </Typography>
                </>
              }
            />
          ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Button onClick={() => setActive((a) => Math.max(0, a - 1))} disabled={active === 0}>
            {t('publicDelegates.register.back')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {last
              ? form.formState.isSubmitting
                ? t('publicDelegates.register.sending')
                : t('publicDelegates.register.submit')
              : t('publicDelegates.register.next')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
