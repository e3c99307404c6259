import Button from '@mui/material/Button';
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
/** The refusals about who the delegate said they are (not on this room's list, whatever the reason), shown under that field. */
const IDENTITY_ERRORS: ClientErrorCode[] = ['MEETS_NOT_IN_ROOM'];

type Fields = { code?: string; identity?: string };

/** The shared checks of the fields, loaded after the first paint (decision 027). */
const checkCode = lazyCheck(() => import('../lib/public-schemas').then(({ meetsCodeSchema }) => meetsCodeSchema));
const checkDocument = lazyCheck(() => import('../lib/public-schemas').then(({ documentNumberSchema }) => documentNumberSchema));
const checkPersonalCode = lazyCheck(() => import('../lib/public-schemas').then(({ meetsPersonalCodeSchema }) => meetsPersonalCodeSchema));

/**
 * /meets "Llamado a lista": a delegate types the code on the room's screen and their document number, or their
 * personal code (from their mail or personal link), the stronger way in: a classmate may know a document number.
 */
export default function MeetsPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage(['RATE_LIMITED']);
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [document, setDocument] = useState('');
  const [personalCode, setPersonalCode] = useState('');
  const [withPersonalCode, setWithPersonalCode] = useState(false);
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
    const [parsedCode, parsedIdentity] = await Promise.all([
      checkCode(code),
      withPersonalCode ? checkPersonalCode(personalCode) : checkDocument(document),
    ]);
    setFields({
      code: parsedCode.success ? undefined : fieldMessage(parsedCode.error.issues[0]?.message),
      identity: parsedIdentity.success ? undefined : fieldMessage(parsedIdentity.error.issues[0]?.message),
    });
    if (!parsedCode.success || !parsedIdentity.success) return;
    const identity = withPersonalCode ? { personalCode: parsedIdentity.data } : { document: parsedIdentity.data };
    try {
      setResult(await checkIn.mutateAsync({ code: parsedCode.data, ...identity }));
      setCode('');
      setDocument('');
      setPersonalCode('');
    } catch (error) {
      if (isApiError(error, ...CODE_ERRORS)) setFields({ code: errorMessage(error) });
      else if (isApiError(error, ...IDENTITY_ERRORS)) setFields({ identity: errorMessage(error) });
      else setFailure({ severity: isApiError(error, 'MEETS_ALREADY_PRESENT') ? 'info' : 'error', text: errorMessage(error) });
    }
  };
  const switchWay = () => {
    setWithPersonalCode((on) => !on);
    setFields((f) => ({ code: f.code }));
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
        mb={1}
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
        {withPersonalCode ? (
          <TextField
            key="personalCode"
            label={t('meets.personalCode')}
            value={personalCode}
            onChange={(e) => setPersonalCode(e.target.value)}
            error={Boolean(fields.identity)}
            helperText={fields.identity ?? t('meets.personalCodeHint')}
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            sx={{ flex: '1 1 12rem' }}
          />
        ) : (
          <TextField
            key="document"
            label={t('meets.document')}
            value={document}
            onChange={(e) => setDocument(e.target.value)}
            error={Boolean(fields.identity)}
            helperText={fields.identity}
            autoComplete="off"
            sx={{ flex: '1 1 12rem' }}
          />
        )}
      </InlineForm>
      <Button size="small" onClick={switchWay} sx={{ mt: 1, mb: 3 }}>
        {t(withPersonalCode ? 'meets.useDocument' : 'meets.usePersonalCode')}
      </Button>
      {result && <CheckInResult result={result} />}
    </PublicPage>
  );
}
