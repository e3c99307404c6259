import { TextField } from '../../../components/text-field';
import { MAIL_PLACEHOLDERS } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useMayUse } from '../../../data/capabilities';

interface Props {
  subject: string;
  body: string;
  onSubject: (subject: string) => void;
  onBody: (body: string) => void;
}

/**
 * The subject and the Markdown body of a message or a template, with the placeholders listed under it: the
 * personal link only for those who may see delegates' personal data (the server refuses it to anyone else).
 */
export function MessageFields({ subject, body, onSubject, onBody }: Props) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const placeholders = MAIL_PLACEHOLDERS.filter((p) => p !== 'enlace_personal' || mayUse('delegates.editPersonalData'));
  return (
    <>
      <TextField
        label={t('mail.subject')}
        value={subject}
        onChange={(e) => onSubject(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('mail.body')}
        value={body}
        onChange={(e) => onBody(e.target.value)}
        multiline
        minRows={6}
        helperText={t('mail.placeholders', { list: placeholders.map((p) => `{{${p}}}`).join(' ') })}
      />
    </>
  );
}
