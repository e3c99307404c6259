import type { AddressInfo } from 'node:net';
import { DEFAULT_MOTION_CATALOGUE, type LiveState, type MotionCatalogue, type MotionCatalogueSettings } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, countRows, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openSse } from '../../../test/sse-client';

/** A conference whose rules close the debate by simple majority and put the roll-call vote motion first. */
const CUSTOM: MotionCatalogue = {
  ...DEFAULT_MOTION_CATALOGUE,
  cierre_debate: { majority: 'simple', rank: 4 },
  votacion_nominal: { majority: 'simple', rank: 1 },
  suspension_sesion: { majority: 'simple', rank: 9 },
};

/** A conference whose moderated caucuses last 5 to 10 minutes, 30 to 90 seconds per speaker. */
const SHORT_CAUCUSES: MotionCatalogue = {
  ...DEFAULT_MOTION_CATALOGUE,
  caucus_moderado: {
    ...DEFAULT_MOTION_CATALOGUE.caucus_moderado,
    totalSeconds: { min: 300, max: 600 },
    speakerSeconds: { min: 30, max: 90 },
  },
};

const CAUCUS_15 = { kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 900, speakerSeconds: 60 };

describeWithApp('the motion catalogue of the event (%s)', {}, (app) => {
  let t: TestApp;
  let { gestor, chair, a } = {} as TwoCommissions;
  let c: ReturnType<typeof liveClient>;

  const read = async (cookie = gestor.cookie) => {
    const res = await t.call('GET', '/api/settings/motions', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MotionCatalogueSettings;
  };
  const save = (body: unknown, cookie = gestor.cookie) => t.call('PUT', '/api/settings/motions', { cookie, body });
  const stored = async () =>
    (await t.ctx.db.selectFrom('eventSettings').select('motionCatalogue').where('id', '=', 1).executeTakeFirst())?.motionCatalogue ?? null;
  /** Enters a motion and votes it by placards at once: the result the floor records. */
  const enterAndVote = async (motion: unknown, yes: number, no: number) => {
    const entered = await c.run({ type: 'motion.enter', motion, delegationId: null });
    const motionId = entered.state.floor.motions[0].id;
    const { state } = await c.run({ type: 'motion.vote', motionId, yes, no });
    return { state, result: state.floor.results[0].result };
  };

  beforeAll(async () => {
    t = app();
    ({ gestor, chair, a } = await seedTwoCommissions(t));
    c = liveClient(t, a.id, chair.cookie);
    const delegates: string[] = [];
    for (const [i, name] of ['Brasil', 'Chile', 'Egipto', 'India', 'Kenia'].entries()) {
      const delegationId = await seatDelegation(t, a.id, name, null, { position: i + 1 });
      const personal = adultPersonal({ firstNames: name, documentNumber: `CAT${i}`, email: `cat${i}@colegio.test` });
      delegates.push((await insertDelegate(t, personal, { status: 'asignado' }, { commissionId: a.id, delegationId })).id as string);
    }
    await c.run({ type: 'session.open', title: 'Primera sesión' });
    const rollCallId = (await c.live()).rollCall?.id as string;
    for (const delegateId of delegates) await c.run({ type: 'rollCall.mark', rollCallId, delegateId, status: 'presente' });
  });

  it('is the default one until a Gestor saves another, and the live state carries it', async () => {
    expect(await read()).toEqual({ catalogue: DEFAULT_MOTION_CATALOGUE, isDefault: true });
    expect((await c.live()).catalogue).toEqual(DEFAULT_MOTION_CATALOGUE);
    expect(await stored()).toBeNull();
  });

  it('under the default, a closure of debate with 3 of 5 fails: it needs two thirds', async () => {
    const { state, result } = await enterAndVote({ kind: 'cierre_debate' }, 3, 2);
    expect(result).toMatchObject({ majority: 'dos_tercios', required: 4, passed: false });
    expect(state.floor.mode).toBe('debate');
  });

  it('is refused to a Presidente and to nobody signed in, changing nothing', async () => {
    expectError(await save(CUSTOM, chair.cookie), 403, 'FORBIDDEN');
    expectError(await save(CUSTOM, ''), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', '/api/settings/motions', { cookie: chair.cookie }), 403, 'FORBIDDEN');
    expect(await stored()).toBeNull();
  });

  it('refuses a catalogue with two motions in one place, or a wrong entry, in Spanish, changing nothing', async () => {
    const audit = await countRows(t, 'auditLog');
    const tied = await save({ ...CUSTOM, cierre_debate: { majority: 'simple', rank: 1 } });
    expectError(tied, 400, 'VALIDATION');
    expect(tied.json().fields).toEqual({
      'votacion_nominal.rank': '«Votación nominal» y «Cierre del debate» tienen el mismo orden (1): cada moción necesita un lugar propio',
    });
    const wrong = await save({ ...CUSTOM, cierre_debate: { majority: 'tres_cuartos', rank: 0 } });
    expectError(wrong, 400, 'VALIDATION');
    expect(wrong.json().fields).toEqual({
      'cierre_debate.majority': 'La mayoría es simple o de dos tercios',
      'cierre_debate.rank': 'El orden empieza en 1',
    });
    const { otra: _otra, ...incomplete } = CUSTOM;
    expectError(await save(incomplete), 400, 'VALIDATION');
    expect(await read()).toEqual({ catalogue: DEFAULT_MOTION_CATALOGUE, isDefault: true });
    expect(await countRows(t, 'auditLog')).toBe(audit);
  });

  it('saves the Gestor’s catalogue, audited, and sends open consoles and screens their state again with it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openSse(`${base}/api/commissions/${a.id}/live/events`, { cookie: chair.cookie });
    const first = await stream.nextData();
    expect((first.data as LiveState).catalogue).toEqual(DEFAULT_MOTION_CATALOGUE);

    const res = await save(CUSTOM);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ catalogue: CUSTOM, isDefault: false });
    expect(await read()).toEqual({ catalogue: CUSTOM, isDefault: false });
    expect((await auditOf(t, gestor.cookie))[0]).toMatchObject({
      action: 'settings.motions_updated',
      entity: 'settings',
      actorId: gestor.uid,
    });

    const again = await stream.nextData();
    expect(again).toMatchObject({ event: 'snapshot', id: first.id });
    expect((again.data as LiveState).catalogue).toEqual(CUSTOM);
    stream.close();
  });

  it('under the custom catalogue, the same closure with 3 of 5 passes: a simple majority', async () => {
    const { state, result } = await enterAndVote({ kind: 'cierre_debate' }, 3, 2);
    expect(result).toMatchObject({ majority: 'simple', required: 3, passed: true });
    expect(state.floor.mode).toBe('votacion');
    await c.run({ type: 'mode.set', mode: 'debate' });
  });

  it('orders the pending motions by its ranks, those entered before a change too', async () => {
    await save(DEFAULT_MOTION_CATALOGUE);
    await c.run({ type: 'motion.enter', motion: { kind: 'suspension_sesion' }, delegationId: null });
    const { state } = await c.run({ type: 'motion.enter', motion: { kind: 'votacion_nominal' }, delegationId: null });
    expect(state.floor.motions.map((m) => m.kind)).toEqual(['suspension_sesion', 'votacion_nominal']);

    await save(CUSTOM);
    expect((await c.live()).floor.motions.map((m) => m.kind)).toEqual(['votacion_nominal', 'suspension_sesion']);
    const entered = await c.run({ type: 'motion.enter', motion: { kind: 'cierre_debate' }, delegationId: null });
    expect(entered.state.floor.motions.map((m) => m.kind)).toEqual(['votacion_nominal', 'cierre_debate', 'suspension_sesion']);
    for (const m of entered.state.floor.motions) await c.run({ type: 'motion.withdraw', motionId: m.id });
  });

  it('lapses the motions entered before a change in its order, without a motion entered since', async () => {
    await save(DEFAULT_MOTION_CATALOGUE);
    for (const kind of ['suspension_sesion', 'votacion_nominal', 'introduccion_proyecto'])
      await c.run({ type: 'motion.enter', motion: { kind }, delegationId: null });
    await save(CUSTOM);
    const project = (await c.live()).floor.motions.find((m) => m.kind === 'introduccion_proyecto');
    await c.run({ type: 'motion.vote', motionId: project?.id, yes: 5, no: 0 });
    const voted = (await c.log()).at(-1);
    const { after } = JSON.parse(voted?.payload ?? '{}') as { after: { lapsed: { kind: string }[] } };
    expect(after.lapsed.map((m) => m.kind)).toEqual(['votacion_nominal', 'suspension_sesion']);
  });

  it('under the default, a moderated caucus may last 15 minutes', async () => {
    await save(DEFAULT_MOTION_CATALOGUE);
    const { state } = await c.run({ type: 'motion.enter', motion: CAUCUS_15, delegationId: null });
    expect(state.floor.motions.map((m) => m.kind)).toEqual(['caucus_moderado']);
    await c.run({ type: 'motion.withdraw', motionId: state.floor.motions[0].id });
  });

  it('refuses bounds outside the absolute ones, a least above its most, or bounds on a motion without them, in Spanish', async () => {
    const audit = await countRows(t, 'auditLog');
    const wrong = await save({
      ...DEFAULT_MOTION_CATALOGUE,
      caucus_moderado: {
        ...DEFAULT_MOTION_CATALOGUE.caucus_moderado,
        totalSeconds: { min: 30, max: 600 },
        speakerSeconds: { min: 90, max: 30 },
      },
      extension_caucus: { ...DEFAULT_MOTION_CATALOGUE.extension_caucus, totalSeconds: { min: 60.5, max: 600 } },
      cierre_debate: { ...DEFAULT_MOTION_CATALOGUE.cierre_debate, totalSeconds: { min: 60, max: 600 } },
    });
    expectError(wrong, 400, 'VALIDATION');
    expect(wrong.json().fields).toEqual({
      'caucus_moderado.totalSeconds.min': '«Caucus moderado»: la duración puede ir de 1 min a 120 min',
      'caucus_moderado.speakerSeconds.max': '«Caucus moderado»: el mínimo del tiempo por orador (90 s) supera el máximo (30 s)',
      'extension_caucus.totalSeconds.min': 'Debe ser un número entero de segundos',
      'cierre_debate.totalSeconds': '«Cierre del debate» no lleva duración',
    });
    expect(await read()).toEqual({ catalogue: DEFAULT_MOTION_CATALOGUE, isDefault: true });
    expect(await countRows(t, 'auditLog')).toBe(audit);
  });

  it('under a conference that allows caucuses of 5 to 10 minutes, refuses one of 15 saying so, and takes one of 10', async () => {
    const res = await save(SHORT_CAUCUSES);
    expect(res.json()).toEqual({ catalogue: SHORT_CAUCUSES, isDefault: false });
    expect((await c.live()).catalogue.caucus_moderado.totalSeconds).toEqual({ min: 300, max: 600 });

    const before = await c.everything();
    const refused = await c.send({ type: 'motion.enter', motion: CAUCUS_15, delegationId: null }, { version: before.state.version });
    expectError(refused, 400, 'MOTION_PARAMETERS_INVALID');
    expect(refused.json().message).toBe('El caucus moderado puede durar entre 5 y 10 minutos en esta conferencia.');
    expect(refused.json().fields).toEqual({ totalSeconds: 'El caucus moderado puede durar entre 5 y 10 minutos en esta conferencia.' });
    expect(await c.everything()).toEqual(before);

    const slow = await c.send(
      { type: 'motion.enter', motion: { ...CAUCUS_15, totalSeconds: 600, speakerSeconds: 120 }, delegationId: null },
      { version: before.state.version },
    );
    expectError(slow, 400, 'MOTION_PARAMETERS_INVALID');
    expect(slow.json().message).toBe('El tiempo por orador del caucus moderado debe estar entre 30 y 90 segundos en esta conferencia.');

    const { state } = await c.run({ type: 'motion.enter', motion: { ...CAUCUS_15, totalSeconds: 600 }, delegationId: null });
    expect(state.floor.motions).toMatchObject([{ kind: 'caucus_moderado', totalSeconds: 600 }]);
    await c.run({ type: 'motion.withdraw', motionId: state.floor.motions[0].id });
  });

  it('stores nothing once the default is restored: the event follows the default again', async () => {
    const res = await save(DEFAULT_MOTION_CATALOGUE);
    expect(res.json()).toEqual({ catalogue: DEFAULT_MOTION_CATALOGUE, isDefault: true });
    expect(await stored()).toBeNull();
    expect((await c.live()).catalogue).toEqual(DEFAULT_MOTION_CATALOGUE);
  });
});
