import { TextField } from '../components/text-field';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { InlineForm } from '../components/inline-form';
import { PublicPage } from '../components/public-page';
import { useOpenProjection } from '../features/projection/api';
import { isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';
import { fieldMessage, lazyCheck } from '../lib/forms';

/** The shared check of a projection code, loaded after the first paint (decision 027). */
const checkOpen = lazyCheck(() => import('../lib/public-schemas').then(({ projectionOpenSchema }) => projectionOpenSchema));
/** /in?code= "Proyecta Aquí": a room's screen opens its commission's banner with the projection code. */
export default function InPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = (params.get('code') ?? '').trim();
  const open = useOpenProjection();
  const [code, setCode] = useState(fromUrl.toUpperCase());
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const openScreen = async (typed: string) => {
    setFailure(undefined);
    const parsed = await checkOpen({ code: typed });
    if (!parsed.success) {
      setFieldError(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    try {
      const { commissionId } = await open.mutateAsync(parsed.data.code);
      navigate(`/banner/${encodeURIComponent(commissionId)}`, { replace: true });
    } catch (error) {
      if (isApiError(error, 'PROJECTION_CODE_UNKNOWN', 'VALIDATION')) setFieldError(errorMessage(error));
      else setFailure(errorMessage(error));
    }
  };

  // Opened with ?code=: the screen goes on by itself (once).
  const submitted = useRef(false);
  useEffect(() => {
    if (!fromUrl || submitted.current) return;
    submitted.current = true;
    void openScreen(fromUrl);
  });

  return (
    <PublicPage title={t('routes.in')} intro={t('meets.projection.intro')} maxWidth={560} card={false}>
      <InlineForm
        onSubmit={(event) => {
          event.preventDefault();
          void openScreen(code);
        }}
        submitLabel={t('meets.projection.submit')}
        busy={open.isPending}
        failure={failure}
        gap={1}
        mb={3}
      >
        <TextField
          label={t('meets.projection.code')}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={Boolean(fieldError)}
          helperText={fieldError}
          autoComplete="off"
          autoFocus
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: '1 1 14rem' }}
        />
      </InlineForm>
    </PublicPage>
  );
}
