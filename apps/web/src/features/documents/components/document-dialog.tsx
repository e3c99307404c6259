import {
  type CommissionDocument,
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
  type DocumentKind,
  type DocumentVisibility,
  type documentInputSchema,
} from '@quorum/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { MultiSelectField } from '../../../components/select-field';
import { FormField } from '../../../components/form-field';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateDocument, useUpdateDocument, useUploadVersion } from '../api';
import { FileDrop } from './file-drop';

export interface DelegationOption {
  id: string;
  name: string;
}

interface DocumentForm {
  kind: DocumentKind;
  title: string;
  visibility: DocumentVisibility;
  authorDelegationId: string;
  sponsorIds: string[];
  signatoryIds: string[];
}

function formFor(doc: CommissionDocument | null): DocumentForm {
  return {
    kind: doc?.kind ?? 'posicion',
    title: doc?.title ?? '',
    visibility: doc?.visibility ?? 'mesa',
    authorDelegationId: doc?.author?.id ?? '',
    sponsorIds: doc?.sponsors.map((d) => d.id) ?? [],
    signatoryIds: doc?.signatories.map((d) => d.id) ?? [],
  };
}

/**
 * A new document (`doc` null: its details and its first file, sent with a progress bar) or the details of one:
 * kind, title, visibility, author, sponsors and signatories (delegations of the commission).
 */
export function DocumentDialog({
  commissionId,
  doc,
  delegations,
  onClose,
}: {
  commissionId: string;
  doc: CommissionDocument | null;
  delegations: DelegationOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDocument(commissionId);
  const update = useUpdateDocument(commissionId);
  const upload = useUploadVersion(commissionId);
  const form = useSchemaForm<DocumentForm, z.output<typeof documentInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.documentInputSchema),
    defaultValues: formFor(doc),
    toPayload: (values) => ({ ...values, authorDelegationId: values.authorDelegationId || null }),
  });
  const submit = useSubmit(form, { failureIn: 'form', serverWords: ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const options = delegations.map((d) => ({ value: d.id, label: d.name }));

  const onSubmit = form.handleSubmit(async (input) => {
    const done = await submit.run(async () => {
      if (doc) {
        await update.mutateAsync({ id: doc.id, input });
        return t('documents.saved');
      }
      const created = await create.mutateAsync(input);
      if (file) {
        try {
          await upload.mutateAsync({ id: created.id, file, onProgress: setProgress });
        } finally {
          setProgress(null);
        }
      }
      return t('documents.saved');
    });
    if (done) onClose();
  });

  const multi = (name: 'sponsorIds' | 'signatoryIds', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiSelectField
          label={label}
          value={field.value}
          onChange={field.onChange}
          options={delegations.map((d) => ({ value: d.id, label: d.name }))}
        />
      )}
    />
  );

  return (
    <FormDialog
      title={doc ? t('documents.editTitle', { title: doc.title }) : t('documents.new')}
      submitLabel={doc ? t('common.save') : t('common.create')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
    >
      <FormSelect
        control={form.control}
        name="kind"
        label={t('documents.fields.kind')}
        options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`documents.kinds.${k}`) }))}
      />
      <FormField control={form.control} name="title" label={t('documents.fields.title')} autoFocus />
      <FormSelect
        control={form.control}
        name="authorDelegationId"
        label={t('documents.fields.author')}
        options={[{ value: '', label: t('documents.fields.noAuthor') }, ...options]}
      />
      {multi('sponsorIds', t('documents.fields.sponsors'))}
      {multi('signatoryIds', t('documents.fields.signatories'))}
      <FormSelect
        control={form.control}
        name="visibility"
        label={t('documents.fields.visibility')}
        options={DOCUMENT_VISIBILITIES.map((v) => ({ value: v, label: t(`documents.visibilities.${v}`) }))}
      />
      {!doc && <FileDrop file={file} onFile={setFile} progress={progress} />}
    </FormDialog>
  );
}
