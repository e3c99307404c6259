import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileAskingHealth } from '../../../test/health-meanwhile';
import { ABOVE_THE_DATABASE, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { createSetupToken } from './setup-token';

/** 128 characters full of l33t substitutions: the kind of password that made the strength estimate take seconds. */
const COSTLY = 'aB3$'.repeat(32);
const GESTOR = { name: 'Greta Gestora', email: 'greta@test.quorum' };

describe.each(ABOVE_THE_DATABASE)('a costly setup password does not stall the server (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  const setup = (body: Record<string, unknown>) => t.call('POST', '/api/setup', { body: { ...GESTOR, token, ...body } });

  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMIT_AUTH_PER_MINUTE: '5' });
    token = await createSetupToken(t.ctx.db);
  });
  afterAll(() => t?.destroy());

  it('an unknown token is refused before the password is estimated, and /api/health keeps answering', async () => {
    const { result, healthy } = await whileAskingHealth(t, () => setup({ token: 'z'.repeat(43), password: COSTLY }));
    expectError(result, 400, 'TOKEN_INVALID');
    expect(healthy).toBe(true);
  });

  it('the valid token with a 128-character weak password answers PASSWORD_WEAK without freezing', async () => {
    const { result, healthy } = await whileAskingHealth(t, () => setup({ password: COSTLY }));
    expectError(result, 400, 'PASSWORD_WEAK');
    expect(healthy).toBe(true);
  });

  it('a 10,000-character password is refused by its length, in Spanish', async () => {
    const res = await setup({ password: 'aB3$'.repeat(2500) });
    expectError(res, 400, 'VALIDATION');
    expect(res.json().fields).toEqual({ password: 'Máximo 128 caracteres' });
  });

  it('is rate limited per client address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await setup({ token: 'z'.repeat(43), password: 'otra-frase-cualquiera-larga' }));
    expectError(answers[answers.length - 1], 429, 'RATE_LIMITED');
  });
});
