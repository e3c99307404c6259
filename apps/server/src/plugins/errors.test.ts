import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

/** The error handler's safety net: database refusals a caller can still cause answer a catalogued Spanish error, never 500. */
describe('error handler: database refusals', () => {
  it.each([
    ['PostgreSQL NUL byte (22021)', { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }, 400, 'TEXT_INVALID'],
    ['PostgreSQL unique key (23505)', { code: '23505', message: 'duplicate key value violates unique constraint' }, 409, 'WRITE_CONFLICT'],
    [
      'SQLite unique key',
      { code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: delegate.documentNumber' },
      409,
      'WRITE_CONFLICT',
    ],
  ])('%s', async (_what, thrown, status, code) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/x', async () => {
      throw Object.assign(new Error(thrown.message), { code: thrown.code });
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toMatch(/[áéíóúñ]/);
    expect(res.body).not.toMatch(/constraint|byte sequence/);
    await app.close();
  });
});
