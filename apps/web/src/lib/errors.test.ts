// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18n, { loadSpanish, setLanguage } from '../i18n';
import { ApiError } from './api';
import { errorMessage } from './errors';

/** A 429 of a public look-up as the server answers it. */
function refused(limit: string, retryAfterSeconds: number, message: string): ApiError {
  return new ApiError(429, 'RATE_LIMITED', message, undefined, { code: 'RATE_LIMITED', message, limit, retryAfterSeconds });
}

describe('the refusals of the public look-ups', () => {
  it('English: names the limit and the wait instead of a generic text', async () => {
    await setLanguage('en');
    const t = i18n.getFixedT('en');
    const failed = refused('failedLookups', 1500, 'Demasiadas consultas sin resultado desde esta red.');
    expect(errorMessage(t, 'en', failed, ['RATE_LIMITED'])).toBe(
      'Too many look-ups that found nothing from this network. Check the details and try again in 25 minutes.',
    );
    expect(errorMessage(t, 'en', refused('certificateCodeLookups', 30, 'x'))).toBe(
      'Too many checks of this certificate code. Try again in 1 minute.',
    );
    expect(errorMessage(t, 'en', refused('resendLink', 3600, 'x'))).toMatch(/^The personal link of this document .* 60 minutes\.$/);
  });

  it('Spanish: the same words as the server, also where the page shows catalogue texts', async () => {
    await loadSpanish();
    await setLanguage('es');
    const t = i18n.getFixedT('es');
    expect(errorMessage(t, 'es', refused('documentLookups', 120, 'x'))).toBe(
      'Demasiadas consultas con este documento. Vuelve a intentarlo en 2 minutos.',
    );
  });

  it('a refusal without a named limit keeps the generic text', async () => {
    await setLanguage('en');
    const t = i18n.getFixedT('en');
    const generic = new ApiError(429, 'RATE_LIMITED', 'Demasiados intentos.', undefined, { code: 'RATE_LIMITED', message: 'x' });
    expect(errorMessage(t, 'en', generic)).toBe('Too many attempts. Wait a moment and try again.');
    expect(errorMessage(t, 'en', refused('unknownLimit', 60, 'x'))).toBe('Too many attempts. Wait a moment and try again.');
  });
});
