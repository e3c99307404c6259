import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, setEventTimeZone, startTestApp, type TestApp } from '../../test/harness';
import { keptEventTimeZone } from './event-name';

describe.each(DATABASES)('the event’s clock as pages read it (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('is read again as soon as the Gestor saves another zone', async () => {
    const zone = keptEventTimeZone(t.ctx.db, t.ctx.generationOf(['conference']));
    expect(await zone()).toBe('America/Bogota');
    expect(await zone()).toBe('America/Bogota');
    await setEventTimeZone(t, await t.cookieFor('Gestor'), 'Asia/Tokyo');
    expect(await zone()).toBe('Asia/Tokyo');
  });
});
