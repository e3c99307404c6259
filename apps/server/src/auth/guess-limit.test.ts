import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, expectError, PASSWORD, startTestApp, type TestAccount, type TestApp } from '../../test/harness';

const NEW_PASSWORD = 'la-tortuga-cruza-el-puente-de-piedra-4';

describe.each(DATABASES)('per-account guessing limit (%s)', (kind) => {
  let t: TestApp;

  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', { body: { email, password } });
  /** Ends the account's current wait, as if its time had passed. */
  const endWait = () =>
    t.ctx.db
      .updateTable('attemptLimit')
      .set({ blockedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('refuses sign-in with 429 and when to retry after 5 failures, even with the right password; other accounts are not affected', async () => {
    const owner = await t.accountFor('Logistica');
    const other = await t.accountFor('Logistica');
    for (let i = 0; i < 5; i++) expectError(await signIn(owner.email, `no-es-esta-${i}`), 401, 'INVALID_CREDENTIALS');
    const refused = await signIn(owner.email, PASSWORD);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json().message).toBe('Demasiados intentos fallidos con esta cuenta. Vuelve a intentarlo en 1 minuto.');
    expect(refused.cookies).toEqual([]);
    // The same e-mail typed in another case is the same account.
    expectError(await signIn(owner.email.toUpperCase(), PASSWORD), 429, 'RATE_LIMITED');
    expect((await signIn(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure, lets the owner in after it, and a success starts again', async () => {
    const owner = await t.accountFor('Presidente');
    for (let i = 0; i < 5; i++) await signIn(owner.email, `no-es-esta-${i}`);
    await endWait();
    expectError(await signIn(owner.email, 'tampoco-es-esta'), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(owner.email, PASSWORD)).json().message).toContain('Vuelve a intentarlo en 2 minutos.');
    await endWait();
    expectError(await signIn(owner.email, 'tampoco-es-esta'), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(owner.email, PASSWORD)).json().message).toContain('Vuelve a intentarlo en 4 minutos.');
    await endWait();
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
    // After a success the account has its 5 attempts again.
    for (let i = 0; i < 4; i++) expectError(await signIn(owner.email, `no-es-esta-${i}`), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits an unknown e-mail the same way (the answer reveals nothing)', async () => {
    for (let i = 0; i < 5; i++) expectError(await signIn('nadie-aqui@test.quorum', `x-${i}`), 401, 'INVALID_CREDENTIALS');
    expectError(await signIn('nadie-aqui@test.quorum', 'x'), 429, 'RATE_LIMITED');
  });

  it('lets 10 concurrent guesses check at most 5 passwords', async () => {
    const owner = await t.accountFor('Logistica');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(owner.email, `concurrente-${i}`)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('limits guessing the current password when changing it; the password stays unchanged', async () => {
    const owner: TestAccount = await t.accountFor('Logistica');
    const change = (currentPassword: string) =>
      t.call('POST', '/api/profile/password', {
        cookie: owner.cookie,
        body: { currentPassword, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      });
    for (let i = 0; i < 5; i++) expectError(await change(`adivina-${i}`), 400, 'PASSWORD_WRONG');
    const refused = await change(PASSWORD);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json().message).toContain('Vuelve a intentarlo en 1 minuto.');
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
    expectError(await signIn(owner.email, NEW_PASSWORD), 401, 'INVALID_CREDENTIALS');
    await endWait();
    expect((await change(PASSWORD)).statusCode).toBe(204);
  });
});
