import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileAskingHealth } from '../../../test/health-meanwhile';
import { ABOVE_THE_DATABASE, expectError, PASSWORD, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';

/** 128 characters full of l33t substitutions: the kind of password that made the strength estimate take seconds. */
const COSTLY = 'aB3$'.repeat(32);

describe.each(ABOVE_THE_DATABASE)('a costly new password does not stall the server (%s)', (kind) => {
  let t: TestApp;
  let me: TestAccount;
  const change = (currentPassword: string, newPassword: string) =>
    t.call('POST', '/api/profile/password', { cookie: me.cookie, body: { currentPassword, newPassword } });

  beforeAll(async () => {
    // The real hash, so the loop is watched while the library's own scrypt checks the current password.
    t = await startTestApp(kind, { RATE_LIMIT_AUTH_PER_MINUTE: '8' }, { passwordHashCost: 'standard' });
    me = await t.accountFor('Logistica');
  });
  afterAll(() => t?.destroy());

  it('a wrong current password is refused before the new one is estimated, and /api/health keeps answering', async () => {
    const { result, healthy } = await whileAskingHealth(t, () => change('no-es-la-contraseña', COSTLY));
    expectError(result, 400, 'PASSWORD_WRONG');
    expect(healthy).toBe(true);
  });

  it('the right current password with a 128-character weak one answers PASSWORD_WEAK in Spanish without freezing', async () => {
    const { result, healthy } = await whileAskingHealth(t, () => change(PASSWORD, COSTLY));
    expectError(result, 400, 'PASSWORD_WEAK');
    expect(result.json().message).toMatch(/demasiado débil/);
    expect(healthy).toBe(true);
  });

  it('a 10,000-character password is refused by its length, in Spanish', async () => {
    const { result } = await whileAskingHealth(t, () => change(PASSWORD, 'aB3$'.repeat(2500)));
    expectError(result, 400, 'VALIDATION');
    expect(result.json().fields).toEqual({ newPassword: 'Máximo 128 caracteres' });
  });

  it('is rate limited per client address', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await change('no-es-la-contraseña', 'otra-frase-cualquiera-larga'));
    expectError(answers[answers.length - 1], 429, 'RATE_LIMITED');
  });
});
