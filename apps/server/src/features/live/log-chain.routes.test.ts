import { actaCode } from '@quorum/shared';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { seedCommissionWithChair } from '../../../test/fixtures';
import { describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { qrTextOf } from '../../../test/pdf-qr';
import { extractPdfText } from '../../../test/pdf-text';
import { down, up } from '../../db/migrations/034-log-chain';
import { checkChain, entryHash, reportLogChains } from './log-chain';

describeWithApp('the session log’s hash chain (%s)', {}, (app) => {
  let t: TestApp;
  let commissionId = '';
  let chair = '';

  /** What the checks tell, as the server's start and `npm run check:log` would hear it. */
  async function reported() {
    const heard: { level: 'info' | 'error'; fields: Record<string, unknown> }[] = [];
    const holds = await reportLogChains(t.ctx.db, {
      info: (fields) => heard.push({ level: 'info', fields: fields as Record<string, unknown> }),
      error: (fields) => heard.push({ level: 'error', fields: fields as Record<string, unknown> }),
    });
    return { holds, heard };
  }

  beforeAll(async () => {
    t = app();
    const seeded = await seedCommissionWithChair(t, 'Comisión del registro');
    commissionId = seeded.commission.id;
    chair = seeded.chair.cookie;
    const c = liveClient(t, commissionId, chair);
    await c.run({ type: 'session.open', title: 'Sesión con registro' });
    await c.run({ type: 'speakingTime.set', seconds: 60 });
    await c.run({ type: 'action.undo' });
    await c.run({ type: 'session.suspend' });
  });

  it('chains each entry to the one before as it is written, the latest kept with the state', async () => {
    const rows = await t.ctx.db.selectFrom('liveLog').selectAll().where('commissionId', '=', commissionId).orderBy('sequence').execute();
    expect(rows).toHaveLength(4);
    let previous = '';
    for (const row of rows) {
      expect(row.hash).toBe(entryHash(previous, row));
      previous = row.hash;
    }
    const state = await t.ctx.db
      .selectFrom('liveState')
      .select('lastHash')
      .where('commissionId', '=', commissionId)
      .executeTakeFirstOrThrow();
    expect(state.lastHash).toBe(previous);
    expect(await checkChain(t.ctx.db, commissionId)).toEqual({ commissionId, entries: 4, head: previous, broken: null });
    expect((await reported()).holds).toBe(true);
  });

  it('prints the chain’s head on the acta', async () => {
    const { head } = await checkChain(t.ctx.db, commissionId);
    const pdf = await t.call('GET', `/api/commissions/${commissionId}/live/log.pdf`, { cookie: chair });
    expect(pdf.statusCode).toBe(200);
    // The line wraps where the hash's width makes it: compared with its spaces and line ends as one space.
    const text = (await extractPdfText(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Huella del registro (entrada 4): ${head}`);
    expect(text).toContain('Verificación: http');
    // The same address in a QR code beside it.
    const address = await qrTextOf(pdf.rawPayload);
    expect(address).toMatch(/^https?:\/\/[^/]+\/verificator\?acta=/);
    expect(address?.endsWith(`?acta=${actaCode(commissionId, 4, head as string)}`)).toBe(true);
  });

  it('verifies an acta at /verificator by its code: the same entry with the same hash, the chain whole up to it', async () => {
    const { head, entries } = await checkChain(t.ctx.db, commissionId);
    const verify = (code: string) => t.call('GET', `/api/acta-verification?code=${code}`);
    const ok = await verify(actaCode(commissionId, entries, head as string).toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'coincide',
      commissionName: 'Comisión del registro',
      entry: entries,
      entries,
      alteredAt: null,
    });
    // An acta made earlier still verifies, against a log that has grown since.
    const second = await t.ctx.db
      .selectFrom('liveLog')
      .select('hash')
      .where('commissionId', '=', commissionId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await verify(actaCode(commissionId, 2, second.hash))).json()).toMatchObject({ status: 'coincide', entry: 2, entries });
    // A hash changed by one character, or an entry the log does not have: not this log's acta.
    const altered = `${(head as string).slice(0, -1)}${(head as string).endsWith('0') ? '1' : '0'}`;
    expect((await verify(actaCode(commissionId, entries, altered))).json()).toMatchObject({ status: 'no_coincide' });
    expect((await verify(actaCode(commissionId, entries + 5, head as string))).json()).toMatchObject({ status: 'no_coincide' });
    expectError(await verify(actaCode('00000000-0000-4000-8000-000000000000', 1, head as string)), 404, 'NOT_FOUND');
    expectError(await verify('acta-de-mentira'), 400, 'VALIDATION');
  });

  it('chains the entries written before the chain existed as the server chains new ones (migration 034)', async () => {
    const before = await t.ctx.db
      .selectFrom('liveLog')
      .select(['commissionId', 'sequence', 'hash'])
      .orderBy('commissionId')
      .orderBy('sequence')
      .execute();
    const db = t.ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(
      await t.ctx.db
        .selectFrom('liveLog')
        .select(['commissionId', 'sequence', 'hash'])
        .orderBy('commissionId')
        .orderBy('sequence')
        .execute(),
    ).toEqual(before);
    // The next command goes on from the head the migration kept.
    await liveClient(t, commissionId, chair).run({ type: 'session.resume' });
    expect((await checkChain(t.ctx.db, commissionId)).broken).toBeNull();
  });

  it('names the first entry changed behind the server’s back, and an entry taken out', async () => {
    const other = await seedCommissionWithChair(t, 'Comisión alterada');
    const c = liveClient(t, other.commission.id, other.chair.cookie);
    await c.run({ type: 'session.open', title: 'Sesión original' });
    await c.run({ type: 'speakingTime.set', seconds: 45 });
    await c.run({ type: 'speakingTime.set', seconds: 50 });
    const log = t.ctx.db.updateTable('liveLog').where('commissionId', '=', other.commission.id);
    // The session's title rewritten in the database: the entry's own hash no longer matches.
    await log.set({ payload: '{"command":{"type":"session.open","title":"Sesión cambiada"}}' }).where('sequence', '=', 1).execute();
    expect((await checkChain(t.ctx.db, other.commission.id)).broken).toEqual({ sequence: 1, event: 'session.opened' });
    const { holds, heard } = await reported();
    expect(holds).toBe(false);
    // An acta of that log no longer verifies: the log was altered at its first entry.
    const last = await checkChain(t.ctx.db, other.commission.id);
    const verified = await t.call('GET', `/api/acta-verification?code=${actaCode(other.commission.id, 3, last.head as string)}`);
    expect(verified.json()).toMatchObject({ status: 'registro_alterado', alteredAt: 1 });
    expect(heard).toContainEqual({ level: 'error', fields: { commissionId: other.commission.id, sequence: 1, event: 'session.opened' } });

    // An entry deleted: the one after it is where the chain breaks.
    const third = await seedCommissionWithChair(t, 'Comisión recortada');
    const d = liveClient(t, third.commission.id, third.chair.cookie);
    await d.run({ type: 'session.open', title: 'Sesión' });
    await d.run({ type: 'speakingTime.set', seconds: 45 });
    await d.run({ type: 'speakingTime.set', seconds: 50 });
    await t.ctx.db.deleteFrom('liveLog').where('commissionId', '=', third.commission.id).where('sequence', '=', 2).execute();
    expect((await checkChain(t.ctx.db, third.commission.id)).broken).toMatchObject({ sequence: 3 });
  });
});
