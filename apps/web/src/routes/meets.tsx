import { TextField } from '../components/text-field';
import { MEETS_CODE_LENGTH, type MeetsCheckInResult } from '@quorum/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineForm } from '../components/inline-form';
import { PublicPage } from '../components/public-page';
import { useCheckIn } from '../features/meets/api';
import { CheckInResult } from '../features/meets/components/check-in-result';
import { type ClientErrorCode, isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';
import { fieldMessage, lazyCheck } from '../lib/forms';

/** Refusals about the typed code, shown under the code field. */
const CODE_ERRORS: ClientErrorCode[] = ['MEETS_CODE_INVALID', 'MEETS_CODE_STALE', 'MEETS_ROLL_CALL_CLOSED'];
/** The refusal about the document number (not on this room's list, whatever the reason), shown under the document field. */
const DOCUMENT_ERRORS: ClientErrorCode[] = ['MEETS_NOT_IN_ROOM'];

type Fields = { code?: string; document?: string };

/** The shared checks of the two fields, loaded after the first paint (decision 027). */
const checkCode = lazyCheck(() => import('../lib/public-schemas').then(({ meetsCodeSchema }) => meetsCodeSchema));
const checkDocument = lazyCheck(() => import('../lib/public-schemas').then(({ documentNumberSchema }) => documentNumberSchema));

/** /meets "Llamado a lista": a delegate types the code on the room's screen and their document number. */
export default function MeetsPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage(['RATE_LIMITED']);
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [document, setDocument] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [result, setResult] = useState<MeetsCheckInResult | null>(null);
  const [failure, setFailure] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  // Opened from the room screen's QR code: the code comes typed in (read after hydrating, as the page is built without it).
  useEffect(() => {
    const typed = new URLSearchParams(window.location.search).get('code');
    if (typed) setCode(typed.trim().slice(0, MEETS_CODE_LENGTH + 2));
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    setFailure(null);
    const [parsedCode, parsedDocument] = await Promise.all([checkCode(code), checkDocument(document)]);
    setFields({
      code: parsedCode.success ? undefined : fieldMessage(parsedCode.error.issues[0]?.message),
      document: parsedDocument.success ? undefined : fieldMessage(parsedDocument.error.issues[0]?.message),
    });
    if (!parsedCode.success || !parsedDocument.success) return;
    try {
      setResult(await checkIn.mutateAsync({ code: parsedCode.data, document: parsedDocument.data }));
      setCode('');
      setDocument('');
    } catch (error) {
      if (isApiError(error, ...CODE_ERRORS)) setFields({ code: errorMessage(error) });
      else if (isApiError(error, ...DOCUMENT_ERRORS)) setFields({ document: errorMessage(error) });
      else setFailure({ severity: isApiError(error, 'MEETS_ALREADY_PRESENT') ? 'info' : 'error', text: errorMessage(error) });
    }
  };

  return (
    <PublicPage title={t('routes.meets')} intro={t('meets.intro')} maxWidth={560} card={false}>
      <InlineForm
        onSubmit={submit}
        submitLabel={t('meets.submit')}
        busy={checkIn.isPending}
        failure={failure?.text}
        failureSeverity={failure?.severity}
        gap={1}
        mb={3}
      >
        <TextField
          label={t('meets.code')}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={Boolean(fields.code)}
          helperText={fields.code ?? t('meets.codeHint')}
          autoComplete="off"
          autoFocus
          slotProps={{
            htmlInput: {
              maxLength: MEETS_CODE_LENGTH + 2,
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { letterSpacing: '0.2em' },
            },
          }}
          sx={{ flex: '1 1 10rem' }}
        />
        <TextField
          label={t('meets.document')}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
          error={Boolean(fields.document)}
          helperText={fields.document}
          autoComplete="off"
          sx={{ flex: '1 1 12rem' }}
        />
      </InlineForm>
      {result && <CheckInResult result={result} />}
    </PublicPage>
  );
}
