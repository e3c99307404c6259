import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormField } from '../../../components/form-field';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATE_PLACEHOLDERS,
  type CertificateSettings,
  type certificateSettingsInputSchema,
  MAX_CERTIFICATE_IMAGE_BYTES,
  MAX_CERTIFICATE_SIGNATURES,
} from '@quorum/shared';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { UploadLimit } from '../../../components/upload-limit';
import { UploadProgress } from '../../../components/upload-progress';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveCertificateSettings, useUploadCertificateImage } from '../api';

interface DesignForm {
  threshold: string;
  title: string;
  body: string;
  footer: string;
  signatures: { name: string; role: string }[];
}

const formFor = (s: CertificateSettings): DesignForm => ({
  threshold: String(s.threshold),
  title: s.title,
  body: s.body,
  footer: s.footer,
  signatures: s.signatures.map(({ name, role }) => ({ name, role })),
});

/** The certificates' design: minimum attendance, texts with placeholders, signatures with images, and the logo. */
export function CertificateDesignCard({ settings }: { settings: CertificateSettings }) {
  const { t } = useTranslation();
  const save = useSaveCertificateSettings();
  const upload = useUploadCertificateImage();
  const form = useSchemaForm<DesignForm, z.output<typeof certificateSettingsInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.certificateSettingsInputSchema),
    defaultValues: formFor(settings),
    toPayload: (values) => ({ ...values, threshold: Number(values.threshold) }),
  });
  const signatures = useFieldArray({ control: form.control, name: 'signatures' });
  const submit = useSubmit(form);
  const imageSubmit = useSubmit(null, { serverWords: ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] });
  /** The image being sent: its slot and how much of it has gone (0..1). */
  const [sending, setSending] = useState<{ slot: string; progress: number } | null>(null);

  const onSubmit = form.handleSubmit((input) =>
    submit.run(async () => {
      form.reset(formFor(await save.mutateAsync(input)));
      return t('certificates.saved');
    }),
  );

  const uploadTo = (slot: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void imageSubmit.run(async () => {
      setSending({ slot, progress: 0 });
      try {
        await upload.mutateAsync({ slot, file, onProgress: (progress) => setSending({ slot, progress }) });
      } finally {
        setSending(null);
      }
      return t('certificates.imageSaved');
    });
  };

  const imageButton = (slot: string, label: string, has: boolean) => (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button component="label" size="small" variant="outlined" disabled={imageSubmit.busy}>
          {label}
          <input type="file" hidden accept="image/png,image/jpeg" onChange={uploadTo(slot)} />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {has ? t('certificates.hasImage') : t('certificates.noImage')}
        </Typography>
      </Stack>
      <UploadLimit maxBytes={MAX_CERTIFICATE_IMAGE_BYTES} />
      {sending?.slot === slot && (
        <UploadProgress
          progress={sending.progress}
          sending={t('certificates.imageUploading', { percent: Math.round(sending.progress * 100) })}
          reading={t('certificates.imageReading')}
        />
      )}
    </Stack>
  );

  return (
    <FormCard
      title={t('certificates.design')}
      subtitle={t('certificates.intro')}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormField
          control={form.control}
          name="threshold"
          label={t('certificates.threshold')}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
        />
        <FormField control={form.control} name="title" label={t('certificates.certTitle')} />
      </Box>
      <FormField
        control={form.control}
        name="body"
        label={t('certificates.body')}
        hint={t('certificates.bodyHelp', { placeholders: CERTIFICATE_PLACEHOLDERS.join(' '), interpolation: { escapeValue: false } })}
        multiline
        minRows={3}
      />
      <FormField control={form.control} name="footer" label={t('certificates.footer')} />
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('certificates.logo')}
        </Typography>
        {imageButton('logo', t('certificates.uploadLogo'), settings.hasLogo)}
        <Typography variant="caption" color="text.secondary">
          {t('certificates.imageHelp')}
        </Typography>
      </Box>
      <Typography variant="subtitle1" component="h3">
        {t('certificates.signatures')}
      </Typography>
      {signatures.fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}>
          <FormField control={form.control} name={`signatures.${index}.name`} label={t('certificates.signatureName')} />
          <FormField control={form.control} name={`signatures.${index}.role`} label={t('certificates.signatureRole')} />
          <Button color="error" onClick={() => signatures.remove(index)}>
            {t('certificates.removeSignature')}
          </Button>
          {settings.signatures[index] &&
            imageButton(`signature-${index}`, t('certificates.uploadSignature'), settings.signatures[index].hasImage)}
        </Box>
      ))}
      {signatures.fields.length < MAX_CERTIFICATE_SIGNATURES && (
        <Box>
          <Button onClick={() => signatures.append({ name: '', role: '' })}>{t('certificates.addSignature')}</Button>
        </Box>
      )}
    </FormCard>
  );
}
