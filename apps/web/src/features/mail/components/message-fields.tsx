import { TextField } from '../../../components/text-field';
import { MAIL_PLACEHOLDERS } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  subject: string;
  body: string;
  onSubject: (subject: string) => void;
  onBody: (body: string) => void;
}

/** The subject and the Markdown body of a message or a template, with the placeholders listed under it. */
export function MessageFields({ subject, body, onSubject, onBody }: Props) {
  const { t } = useTranslation();
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
        helperText={t('mail.placeholders', { list: MAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}
      />
    </>
  );
}
