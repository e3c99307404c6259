// The API's answers go compressed to a browser that accepts it (plugins/compressed-answers.ts), a kept answer too
// (plugins/kept-responses.ts): the same JSON once decoded, fresh after a write, and plain to a client that does not
// ask for compression.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, statementsDuring, type TestAccount } from './harness';

const BROWSER = 'gzip, deflate, br, zstd';
const commission = (i: number) => ({
  name: `Comisión comprimida ${i}`,
  acronym: `CC${i}`,
  kind: 'asamblea',
  capacity: 40,
  topics: ['Acceso universal al agua potable'],
});

/** An answer's body as the browser reads it, whatever its encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describeWithApp('compressed answers', {}, (app) => {
  let gestor: TestAccount;
  let ids: string[];
  const list = (encoding?: string) =>
    app().call('GET', '/api/commissions', { cookie: gestor.cookie, headers: encoding ? { 'accept-encoding': encoding } : {} });

  beforeAll(async () => {
    gestor = await app().accountFor('Gestor');
    ids = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await app().call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission(i) })).json().id);
    }
  });

  it('a list goes in brotli to a browser, in gzip to a client that takes only gzip, and plain otherwise: the same JSON', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const names = plain.json().map((c: { name: string }) => c.name);
    expect(names).toContain('Comisión comprimida 3');

    // The first read of these (kept afterwards) and the next (served from memory) alike.
    for (let round = 0; round < 2; round++) {
      const br = await list(BROWSER);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(br)).toBe(plain.body);

      const gzip = await list('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(plain.body);

      // A weight of 0 refuses an encoding.
      expect((await list('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
      expect((await list('identity')).headers['content-encoding']).toBeUndefined();
    }
  });

  it('a browser reading the list again is answered from memory, without a statement', async () => {
    const first = decoded(await list(BROWSER));
    const statements = await statementsDuring(app(), async () => {
      for (const encoding of [BROWSER, BROWSER, 'gzip']) expect(decoded(await list(encoding))).toBe(first);
    });
    expect(statements).toBe(0);
  });

  it('after an edit, the compressed list read again shows it', async () => {
    expect(decoded(await list(BROWSER))).toContain('Comisión comprimida 0');
    const edit = await app().call('PATCH', `/api/commissions/${ids[0]}`, {
      cookie: gestor.cookie,
      body: { ...commission(0), name: 'Comisión renombrada' },
    });
    expect(edit.statusCode).toBe(200);
    const after = decoded(await list(BROWSER));
    expect(after).toContain('Comisión renombrada');
    expect(after).not.toContain('Comisión comprimida 0');
    expect(decoded(await list('gzip'))).toBe(after);
  });

  it('a small answer and a refusal go as they are', async () => {
    const health = await app().call('GET', '/api/health', { headers: { 'accept-encoding': BROWSER } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
    const refused = await app().call('GET', '/api/commissions', { headers: { 'accept-encoding': BROWSER } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
