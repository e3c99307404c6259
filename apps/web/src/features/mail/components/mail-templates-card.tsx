import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MailTemplate, MailTemplateKey } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { useSubmit } from '../../../components/use-submit';
import { MessageFields } from './message-fields';
import { mailTemplatesQuery, useSaveMailTemplate } from '../api';

/** «Plantillas de correo» (secretary settings): the Gestor edits the four templates chairs and the Gestor start from. */
export function MailTemplatesCard() {
  const { t } = useTranslation();
  const templates = useQuery(mailTemplatesQuery);
  return (
    <SectionCard title={t('mail.templatesTitle')}>
      <QueryView query={templates}>{(rows) => <TemplateEditor rows={rows} />}</QueryView>
    </SectionCard>
  );
}

function TemplateEditor({ rows }: { rows: MailTemplate[] }) {
  const { t } = useTranslation();
  const [key, setKey] = useState<MailTemplateKey>(rows[0]?.key ?? 'bienvenida');
  const current = rows.find((r) => r.key === key);
  const [subject, setSubject] = useState(current?.subject ?? '');
  const [body, setBody] = useState(current?.body ?? '');
  const save = useSaveMailTemplate();
  const submit = useSubmit(null, { serverWords: 'any' });
  const choose = (next: string) => {
    const row = rows.find((r) => r.key === next);
    setKey(next as MailTemplateKey);
    setSubject(row?.subject ?? '');
    setBody(row?.body ?? '');
  };
  return (
    <Stack spacing={2}>
      <SelectField
        label={t('mail.template')}
        value={key}
        onChange={choose}
        options={rows.map((r) => ({ value: r.key, label: t(`mail.templates.${r.key}`) }))}
      />
      <MessageFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} />
      <div>
        <Button
          variant="contained"
          disabled={submit.busy || !subject.trim() || !body.trim()}
          onClick={() =>
            void submit.run(async () => {
              await save.mutateAsync({ key, subject, body });
              return t('mail.templateSaved');
            })
          }
        >
          {t('mail.saveTemplate')}
        </Button>
      </div>
    </Stack>
  );
}
