import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineForm } from '../../../components/inline-form';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { fieldMessage, lazyCheck } from '../../../lib/forms';
import { useOpenRoomPass } from '../api';

/** The shared check of a personal code (or the personal link pasted), loaded after the first paint (decision 027). */
const checkCode = lazyCheck(() => import('../../../lib/public-schemas').then(({ meetsPersonalCodeSchema }) => meetsPersonalCodeSchema));

/** The refusals about the code typed, shown under its field. */
const CODE_ERRORS = ['ROOM_PASS_UNKNOWN', 'ROOM_PASS_BADGE_CODE', 'VALIDATION'] as const;

/**
 * Opens the room on this phone with the delegate's personal link pasted, or its code (a phone that lost its device
 * session, or a delegate who typed `/sala` by hand). `initial`: a code that came in the address and was refused.
 */
export function RoomPassForm({ initial = '', initialError }: { initial?: string; initialError?: unknown }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage(['RATE_LIMITED']);
  const open = useOpenRoomPass();
  const [code, setCode] = useState(initial);
  const refusedAtFirst = initialError !== undefined && isApiError(initialError, ...CODE_ERRORS);
  const [fieldError, setFieldError] = useState<string | undefined>(refusedAtFirst ? errorMessage(initialError) : undefined);
  const [failure, setFailure] = useState<string | undefined>(
    initialError !== undefined && !refusedAtFirst ? errorMessage(initialError) : undefined,
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = await checkCode(code);
    if (!parsed.success) {
      setFieldError(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    try {
      await open.mutateAsync(parsed.data);
    } catch (error) {
      if (isApiError(error, ...CODE_ERRORS)) setFieldError(errorMessage(error));
      else setFailure(errorMessage(error));
    }
  };

  return (
    <InlineForm onSubmit={submit} submitLabel={t('room.submit')} busy={open.isPending} failure={failure} gap={1} mb={1}>
      <TextField
        label={t('room.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? t('room.codeHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flex: '1 1 14rem' }}
      />
    </InlineForm>
  );
}
