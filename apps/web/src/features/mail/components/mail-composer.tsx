import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_MAIL_ATTACHMENT_BYTES, MAX_MAIL_ATTACHMENTS, type MailFile, type MailPreview, type MailRecipients } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { useSubmit } from '../../../components/use-submit';
import { AttachmentPicker } from './attachment-picker';
import { MessageFields } from './message-fields';
import { type MailScope, mailTemplatesQuery, previewMail, useSendMail } from '../api';

interface Props {
  scope: MailScope;
  /** The recipients chosen (null while the choice is incomplete). */
  recipients: MailRecipients | null;
  /** The recipient choice, shown between the message and the buttons. */
  picker?: ReactNode;
  onSent?: () => void;
}

/** The personal link's placeholder, as the sender writes it. */
const PERSONAL_LINK = '{{enlace_personal}}';

/**
 * Subject and Markdown body with placeholders; «Vista previa» shows it for one real recipient with the count;
 * «Enviar» asks to confirm that count, and the server sends only if it still holds. Files of the file manager
 * may go attached. A sender who may not send personal links (a Presidente while Permisos keep personal data from
 * chairs) gets the templates from the server without their sentences that carry one, and is told so.
 */
export function MailComposer({ scope, recipients, picker, onSent }: Props) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<MailFile[]>([]);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit(null, { failureIn: 'form', serverWords: 'any' });
  const send = useSendMail(scope);
  const templates = useQuery(mailTemplatesQuery);
  const [template, setTemplate] = useState('');
  const [linkDropped, setLinkDropped] = useState(false);
  const applyTemplate = (key: string) => {
    setTemplate(key);
    const chosen = templates.data?.find((d) => d.key === key);
    if (!chosen) return;
    setSubject(chosen.subject);
    setBody(chosen.body);
    setLinkDropped(chosen.withoutPersonalLink);
    setPreview(null);
  };
  const attachmentsFit =
    attachments.length <= MAX_MAIL_ATTACHMENTS && attachments.reduce((sum, f) => sum + f.size, 0) <= MAX_MAIL_ATTACHMENT_BYTES;
  const ready = !!recipients && subject.trim() !== '' && body.trim() !== '' && attachmentsFit;

  const loadPreview = () =>
    submit.run(async () => {
      if (!recipients) return false;
      const shown = await previewMail(scope, { subject, body, recipients });
      setPreview(shown);
      return true;
    });
  const askToSend = async () => {
    if (await loadPreview()) setConfirming(true);
  };
  const confirm = async () => {
    const count = preview?.count ?? 0;
    setConfirming(false);
    if (!recipients || !count) return;
    const done = await submit.run(async () => {
      await send.mutateAsync({ subject, body, recipients, confirmedCount: count, attachmentIds: attachments.map((f) => f.id) });
      return t('mail.sent', { count });
    });
    if (done) {
      setSubject('');
      setBody('');
      setAttachments([]);
      setTemplate('');
      setLinkDropped(false);
      setPreview(null);
      onSent?.();
    }
  };

  return (
    <Stack spacing={2}>
      {templates.data && (
        <SelectField
          label={t('mail.template')}
          value={template}
          onChange={applyTemplate}
          options={templates.data.map((d) => ({ value: d.key, label: t(`mail.templates.${d.key}`) }))}
        />
      )}
      <MessageFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} />
      {linkDropped && <Alert severity="info">{t('mail.personalLinkDropped', { placeholder: PERSONAL_LINK })}</Alert>}
      <AttachmentPicker scope={scope} value={attachments} onChange={setAttachments} />
      {picker}
      {submit.failure && <Alert severity="error">{submit.failure}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={!ready || submit.busy} onClick={() => void loadPreview()}>
          {t('mail.preview')}
        </Button>
        <Button variant="contained" disabled={!ready || submit.busy} onClick={() => void askToSend()}>
          {t('mail.send')}
        </Button>
      </Box>
      {preview && (
        <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('mail.previewTitle')}>
          <Typography variant="subtitle2">{t('mail.recipientCount', { count: preview.count })}</Typography>
          {preview.recipient && (
            <Typography variant="body2" color="text.secondary">
              {t('mail.previewFor', { name: preview.recipient.name, email: preview.recipient.email })}
            </Typography>
          )}
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {preview.subject}
          </Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Markdown rendering (@quorum/shared/markdown: raw HTML off, safe links only) with every placeholder value escaped */}
          <Box sx={{ '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: preview.html }} />
          {attachments.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('mail.attachments.list', { names: attachments.map((f) => f.name).join(', ') })}
            </Typography>
          )}
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('mail.confirmTitle')}
        body={t('mail.confirmBody', { count: preview?.count ?? 0 })}
        confirmLabel={t('mail.confirmSend', { count: preview?.count ?? 0 })}
        busy={submit.busy || !preview?.count}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
