import Autocomplete from '@mui/material/Autocomplete';
import { TextField } from '../../../components/text-field';
import { MAX_MAIL_ATTACHMENT_BYTES, MAX_MAIL_ATTACHMENTS, type MailFile } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { type MailScope, mailFilesQuery } from '../api';

/** Bytes as a person reads them: «300 KB», «2,5 MB». */
function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

interface Props {
  scope: MailScope;
  value: MailFile[];
  onChange: (files: MailFile[]) => void;
}

/**
 * Files of the file manager to attach: a chair's commission folder, or any for the Gestor (grouped by scope);
 * at most 10 files and 10 MB in all (the server checks it again, with the scope and the trash).
 */
export function AttachmentPicker({ scope, value, onChange }: Props) {
  const { t } = useTranslation();
  const files = useQuery(mailFilesQuery(scope));
  const total = value.reduce((sum, f) => sum + f.size, 0);
  const tooMany = value.length > MAX_MAIL_ATTACHMENTS;
  const tooLarge = total > MAX_MAIL_ATTACHMENT_BYTES;
  const helper = tooLarge
    ? t('mail.attachments.tooLarge')
    : tooMany
      ? t('mail.attachments.tooMany')
      : value.length
        ? t('mail.attachments.chosen', { count: value.length, size: formatBytes(total) })
        : t('mail.attachments.hint');
  return (
    <Autocomplete
      multiple
      options={files.data ?? []}
      loading={files.isPending}
      value={value}
      onChange={(_e, chosen) => onChange(chosen)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      groupBy={scope === null ? (f) => f.scopeName : undefined}
      getOptionLabel={(f) => f.name}
      renderOption={(props, f) => (
        <li {...props} key={f.id}>
          {f.folderPath ? `${f.folderPath} / ${f.name}` : f.name} · {formatBytes(f.size)}
        </li>
      )}
      noOptionsText={t('mail.attachments.none')}
      renderInput={(params) => (
        <TextField {...params} label={t('mail.attachments.label')} helperText={helper} error={tooMany || tooLarge} />
      )}
    />
  );
}
