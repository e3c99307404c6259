import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { TextField } from '../../../components/text-field';
import { FormField } from '../../../components/form-field';
import Typography from '@mui/material/Typography';
import type { Article, ArticleDraft, articleInputSchema, Commission } from '@quorum/shared';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Markdown } from '../../../components/markdown-lazy';
import { useSaveArticle } from '../api';

interface ArticleForm {
  title: string;
  summary: string;
  body: string;
  commissionIds: string[];
}

/**
 * Writes a new article (`article` null, from `draft`'s words when given) or edits one: title, summary, commissions,
 * Markdown text with its preview.
 */
export function ArticleDialog({
  article,
  draft = null,
  commissions,
  onClose,
}: {
  article: Article | null;
  draft?: ArticleDraft | null;
  commissions: readonly Commission[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveArticle();
  const form = useSchemaForm<ArticleForm, z.output<typeof articleInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.articleInputSchema),
    defaultValues: article
      ? { title: article.title, summary: article.summary ?? '', body: article.body, commissionIds: article.tags.map((tag) => tag.id) }
      : (draft ?? { title: '', summary: '', body: '', commissionIds: [] }),
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { ARTICLE_UNKNOWN_COMMISSION: 'commissionIds' } });
  const body = useWatch({ control: form.control, name: 'body' });

  const onSubmit = form.handleSubmit(async (input) => {
    const done = await submit.run(async () => {
      await save.mutateAsync({ id: article?.id ?? null, input });
      return t('press.saved');
    });
    if (done) onClose();
  });

  const byId = new Map(commissions.map((c) => [c.id, c]));
  return (
    <FormDialog
      title={article ? t('press.editTitle') : t('press.newTitle')}
      submitLabel={article ? t('common.save') : t('press.saveDraft')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
      maxWidth="lg"
    >
      <FormField control={form.control} name="title" label={t('press.fields.title')} autoFocus />
      <FormField
        control={form.control}
        name="summary"
        label={t('press.fields.summary')}
        multiline
        minRows={2}
        hint={t('press.fields.summaryHelp')}
      />
      <Controller
        control={form.control}
        name="commissionIds"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={commissions.map((c) => c.id)}
            getOptionLabel={(id) => byId.get(id)?.name ?? id}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('press.fields.commissions')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('press.fields.commissionsHelp')}
              />
            )}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormField
          control={form.control}
          name="body"
          label={t('press.fields.body')}
          multiline
          minRows={14}
          hint={t('press.fields.bodyHelp')}
        />
        <Box
          component="section"
          aria-label={t('press.preview')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minHeight: 200, overflowWrap: 'anywhere' }}
        >
          <Typography variant="overline" color="text.secondary" component="p">
            {t('press.preview')}
          </Typography>
          {body.trim() ? <Markdown source={body} /> : <Typography color="text.secondary">{t('press.previewEmpty')}</Typography>}
        </Box>
      </Box>
    </FormDialog>
  );
}
