import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_PLACEHOLDERS, type CertificateSettings, MAX_CERTIFICATE_SIGNATURES } from '@quorum/shared';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { staffSchema } from '../../../lib/staff-forms';
import { bindField } from '../../../lib/forms';
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

/** Reads a chosen file as base64 (the API takes images inside JSON). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The certificates' design: minimum attendance, texts with placeholders, signatures with images, and the logo. */
export function CertificateDesignCard({ settings }: { settings: CertificateSettings }) {
  const { t } = useTranslation();
  const save = useSaveCertificateSettings();
  const upload = useUploadCertificateImage();
  const form = useForm<DesignForm>({ defaultValues: formFor(settings) });
  const signatures = useFieldArray({ control: form.control, name: 'signatures' });
  const submit = useSubmit(form);
  const imageSubmit = useSubmit();

  const onSubmit = validatedSubmit(
    form,
    submit,
    staffSchema((s) => s.certificateSettingsInputSchema),
    async (input) => {
      form.reset(formFor(await save.mutateAsync(input)));
      return t('certificates.saved');
    },
    (values) => ({ ...values, threshold: Number(values.threshold) }),
  );

  const uploadTo = (slot: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void imageSubmit.run(async () => {
      await upload.mutateAsync({ slot, contentBase64: await readBase64(file) });
      return t('certificates.imageSaved');
    });
  };

  const imageButton = (slot: string, label: string, has: boolean) => (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button component="label" size="small" variant="outlined" disabled={imageSubmit.busy}>
        {label}
        <input type="file" hidden accept="image/png,image/jpeg" onChange={uploadTo(slot)} />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {has ? t('certificates.hasImage') : t('certificates.noImage')}
      </Typography>
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
        <TextField
          label={t('certificates.threshold')}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          {...bindField(form, 'threshold')}
        />
        <TextField label={t('certificates.certTitle')} {...bindField(form, 'title')} />
      </Box>
      <TextField
        label={t('certificates.body')}
        multiline
        minRows={3}
        {...bindField(
          form,
          'body',
          t('certificates.bodyHelp', { placeholders: CERTIFICATE_PLACEHOLDERS.join(' '), interpolation: { escapeValue: false } }),
        )}
      />
      <TextField label={t('certificates.footer')} {...bindField(form, 'footer')} />
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
          <TextField label={t('certificates.signatureName')} {...bindField(form, `signatures.${index}.name`)} />
          <TextField label={t('certificates.signatureRole')} {...bindField(form, `signatures.${index}.role`)} />
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
