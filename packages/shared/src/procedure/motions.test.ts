import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOTION_CATALOGUE,
  isDefaultMotionCatalogue,
  MOTION_KINDS,
  type MotionCatalogue,
  type MotionInput,
  motionCatalogueInputSchema,
  motionCatalogueOf,
  motionCatalogueSchema,
  motionBounds,
  motionMajority,
  motionWithinCatalogue,
  orderMotions,
  type PendingMotion,
  parseMotion,
} from './motions';

let next = 0;
function pending(input: MotionInput, submittedAt = 0): PendingMotion {
  next += 1;
  return { ...input, id: `m${String(next).padStart(3, '0')}`, submittedAt, delegationId: null };
}

const moderated = (totalSeconds: number, speakerSeconds: number, at = 0) =>
  pending({ kind: 'caucus_moderado', topic: 'Agua', totalSeconds, speakerSeconds }, at);
const unmoderated = (totalSeconds: number, at = 0) => pending({ kind: 'caucus_no_moderado', totalSeconds }, at);

describe('motions catalogue', () => {
  it('needs two thirds to close or postpone the debate, a simple majority for the rest, and an «otra» says its own', () => {
    expect(motionMajority({ kind: 'cierre_debate' })).toBe('dos_tercios');
    expect(motionMajority({ kind: 'aplazamiento_debate' })).toBe('dos_tercios');
    expect(motionMajority({ kind: 'suspension_sesion' })).toBe('simple');
    expect(motionMajority({ kind: 'caucus_no_moderado', totalSeconds: 600 })).toBe('simple');
    expect(motionMajority({ kind: 'otra', description: 'Minuto de silencio', majority: 'dos_tercios' })).toBe('dos_tercios');
    expect(motionCatalogueSchema.parse(DEFAULT_MOTION_CATALOGUE)).toEqual(DEFAULT_MOTION_CATALOGUE);
  });

  it('is data: a conference may change a majority', () => {
    const catalogue: MotionCatalogue = { ...DEFAULT_MOTION_CATALOGUE, cierre_lista_oradores: { majority: 'dos_tercios', rank: 8 } };
    expect(motionMajority({ kind: 'cierre_lista_oradores' }, catalogue)).toBe('dos_tercios');
  });

  it('as the Gestor saves it: each motion in a place of its own, the repeated one named in Spanish', () => {
    expect(motionCatalogueInputSchema.parse(DEFAULT_MOTION_CATALOGUE)).toEqual(DEFAULT_MOTION_CATALOGUE);
    const tied = { ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'simple', rank: 1 } };
    const refused = motionCatalogueInputSchema.safeParse(tied);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([
      {
        path: ['cierre_debate', 'rank'],
        message: '«Cierre del debate» y «Suspensión de la sesión» tienen el mismo orden (1): cada moción necesita un lugar propio',
      },
    ]);
    // The live state carries a catalogue as it is: the tie is the input's rule only.
    expect(motionCatalogueSchema.safeParse(tied).success).toBe(true);
    const wrong = motionCatalogueInputSchema.safeParse({ ...DEFAULT_MOTION_CATALOGUE, otra: { majority: 'unanimidad', rank: 0.5 } });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['otra.majority', 'La mayoría es simple o de dos tercios'],
      ['otra.rank', 'El orden es un número entero'],
    ]);
    const missing = motionCatalogueInputSchema.safeParse({ ...DEFAULT_MOTION_CATALOGUE, votacion_nominal: undefined });
    expect(missing.error?.issues[0].path).toEqual(['votacion_nominal']);
  });

  it('knows the default one, whatever the order its entries are written in', () => {
    const reversed = Object.fromEntries(Object.entries(DEFAULT_MOTION_CATALOGUE).reverse()) as MotionCatalogue;
    expect(isDefaultMotionCatalogue(reversed)).toBe(true);
    expect(isDefaultMotionCatalogue({ ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'simple', rank: 4 } })).toBe(false);
    expect(isDefaultMotionCatalogue({ ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'dos_tercios', rank: 12 } })).toBe(false);
  });

  it('reads a stored catalogue: nothing stored is the default, a motion missing or unreadable takes its default entry', () => {
    expect(motionCatalogueOf(null)).toEqual(DEFAULT_MOTION_CATALOGUE);
    const { votacion_nominal: _dropped, ...older } = { ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'simple', rank: 4 } };
    expect(motionCatalogueOf({ ...older, otra: { majority: 'mucha', rank: 11 } })).toEqual({
      ...DEFAULT_MOTION_CATALOGUE,
      cierre_debate: { majority: 'simple', rank: 4 },
    });
  });

  it('reads a catalogue saved before conferences set bounds with the default bounds, and bounds that do not read as the default', () => {
    const { totalSeconds: _t, speakerSeconds: _s, ...place } = DEFAULT_MOTION_CATALOGUE.caucus_moderado;
    const older = { ...DEFAULT_MOTION_CATALOGUE, caucus_moderado: { ...place, majority: 'dos_tercios' } };
    expect(motionCatalogueOf(older).caucus_moderado).toEqual({ ...DEFAULT_MOTION_CATALOGUE.caucus_moderado, majority: 'dos_tercios' });
    const unreadable = { ...older, caucus_no_moderado: { majority: 'dos_tercios', rank: 6, totalSeconds: { min: 600, max: 60 } } };
    expect(motionCatalogueOf(unreadable).caucus_no_moderado).toEqual({
      majority: 'dos_tercios',
      rank: 6,
      totalSeconds: { min: 60, max: 7200 },
    });
    const short = { ...older, extension_caucus: { majority: 'simple', rank: 5, totalSeconds: { min: 60, max: 300 } } };
    expect(motionCatalogueOf(short).extension_caucus.totalSeconds).toEqual({ min: 60, max: 300 });
  });

  it('has today’s fixed bounds as the default ones, and knows a catalogue with other bounds is not the default', () => {
    expect(motionBounds(DEFAULT_MOTION_CATALOGUE, 'caucus_moderado', 'totalSeconds')).toEqual({ min: 60, max: 7200 });
    expect(motionBounds(DEFAULT_MOTION_CATALOGUE, 'caucus_moderado', 'speakerSeconds')).toEqual({ min: 10, max: 600 });
    expect(motionBounds(DEFAULT_MOTION_CATALOGUE, 'extension_caucus', 'totalSeconds')).toEqual({ min: 30, max: 3600 });
    const { totalSeconds: _t, ...withoutBounds } = DEFAULT_MOTION_CATALOGUE.caucus_no_moderado;
    expect(isDefaultMotionCatalogue({ ...DEFAULT_MOTION_CATALOGUE, caucus_no_moderado: withoutBounds })).toBe(true);
    const shorter = { ...withoutBounds, totalSeconds: { min: 60, max: 600 } };
    expect(isDefaultMotionCatalogue({ ...DEFAULT_MOTION_CATALOGUE, caucus_no_moderado: shorter })).toBe(false);
  });

  it('refuses a motion outside the conference’s bounds, saying the allowed range in Spanish', () => {
    const catalogue: MotionCatalogue = {
      ...DEFAULT_MOTION_CATALOGUE,
      caucus_no_moderado: { majority: 'simple', rank: 6, totalSeconds: { min: 300, max: 600 } },
      extension_caucus: { majority: 'simple', rank: 5, totalSeconds: { min: 30, max: 90 } },
    };
    expect(motionWithinCatalogue({ kind: 'caucus_no_moderado', totalSeconds: 600 }, catalogue).ok).toBe(true);
    expect(motionWithinCatalogue({ kind: 'caucus_no_moderado', totalSeconds: 900 }, catalogue)).toEqual({
      ok: false,
      code: 'MOTION_PARAMETERS_INVALID',
      message: 'El caucus no moderado puede durar entre 5 y 10 minutos en esta conferencia.',
      fields: { totalSeconds: 'El caucus no moderado puede durar entre 5 y 10 minutos en esta conferencia.' },
    });
    expect(motionWithinCatalogue({ kind: 'extension_caucus', totalSeconds: 120 }, catalogue)).toMatchObject({
      message: 'La extensión del caucus puede durar entre 30 y 90 segundos en esta conferencia.',
    });
    expect(motionWithinCatalogue({ kind: 'caucus_no_moderado', totalSeconds: 900 }, DEFAULT_MOTION_CATALOGUE).ok).toBe(true);
    expect(motionWithinCatalogue({ kind: 'cierre_debate' }, catalogue).ok).toBe(true);
  });

  it('as the Gestor saves it: bounds within the absolute ones, the least not above the most, only where the motion takes them', () => {
    const entry = (kind: keyof MotionCatalogue, bounds: object) => ({
      ...DEFAULT_MOTION_CATALOGUE,
      [kind]: { ...DEFAULT_MOTION_CATALOGUE[kind], ...bounds },
    });
    expect(motionCatalogueInputSchema.safeParse(entry('caucus_moderado', { speakerSeconds: { min: 30, max: 90 } })).success).toBe(true);
    const issues = (catalogue: object) =>
      motionCatalogueInputSchema.safeParse(catalogue).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(entry('caucus_no_moderado', { totalSeconds: { min: 60, max: 9000 } }))).toEqual([
      ['caucus_no_moderado.totalSeconds.max', '«Caucus no moderado»: la duración puede ir de 1 min a 120 min'],
    ]);
    expect(issues(entry('extension_caucus', { totalSeconds: { min: 600, max: 300 } }))).toEqual([
      ['extension_caucus.totalSeconds.max', '«Extensión del caucus»: el mínimo de la duración (10 min) supera el máximo (5 min)'],
    ]);
    expect(issues(entry('caucus_moderado', { totalSeconds: { min: 60, max: 300 }, speakerSeconds: { min: 400, max: 600 } }))).toEqual([
      ['caucus_moderado.speakerSeconds.min', '«Caucus moderado»: el tiempo mínimo por orador (400 s) supera la duración máxima (5 min)'],
    ]);
    expect(issues(entry('caucus_no_moderado', { speakerSeconds: { min: 30, max: 60 } }))).toEqual([
      ['caucus_no_moderado.speakerSeconds', '«Caucus no moderado» no lleva tiempo por orador'],
    ]);
  });

  it('reads each kind with its parameters and names the wrong fields', () => {
    expect(parseMotion({ kind: 'caucus_moderado', topic: ' Agua ', totalSeconds: 600, speakerSeconds: 60 })).toEqual({
      ok: true,
      value: { kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 60 },
    });
    expect(parseMotion({ kind: 'cierre_debate' })).toEqual({ ok: true, value: { kind: 'cierre_debate' } });
    expect(parseMotion({ kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 300, speakerSeconds: 400 })).toMatchObject({
      ok: false,
      code: 'MOTION_PARAMETERS_INVALID',
      fields: { speakerSeconds: 'El tiempo por orador no puede superar la duración total' },
    });
    expect(parseMotion({ kind: 'caucus_no_moderado', totalSeconds: 59.5 })).toMatchObject({
      code: 'MOTION_PARAMETERS_INVALID',
      fields: { totalSeconds: expect.any(String) },
    });
    expect(parseMotion({ kind: 'caucus_moderado', totalSeconds: 600, speakerSeconds: 60 })).toMatchObject({
      fields: { topic: expect.any(String) },
    });
    expect(parseMotion({ kind: 'otra', description: 'Algo' })).toMatchObject({ fields: { majority: expect.any(String) } });
    expect(parseMotion({ kind: 'golpe_de_estado' })).toMatchObject({
      code: 'MOTION_PARAMETERS_INVALID',
      fields: { kind: expect.any(String) },
    });
    expect(parseMotion(null)).toMatchObject({ code: 'MOTION_PARAMETERS_INVALID' });
  });

  it('refuses a parameter the kind does not take instead of dropping it', () => {
    expect(parseMotion({ kind: 'suspension_sesion', totalSeconds: 300 })).toMatchObject({
      ok: false,
      code: 'MOTION_PARAMETERS_INVALID',
      fields: { totalSeconds: 'Esta moción no lleva este dato' },
    });
    expect(parseMotion({ kind: 'introduccion_proyecto' })).toEqual({ ok: true, value: { kind: 'introduccion_proyecto', title: '' } });
  });

  it('refuses a moderated caucus whose duration does not divide into turns, saying how many speakers it allows', () => {
    expect(parseMotion({ kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 70 })).toMatchObject({
      ok: false,
      code: 'MOTION_PARAMETERS_INVALID',
      message: '600 s no se reparten en turnos de 70 s: caben 8 oradores (560 s). Usa una duración múltiplo del tiempo por orador.',
      fields: {
        totalSeconds: '600 s no se reparten en turnos de 70 s: caben 8 oradores (560 s). Usa una duración múltiplo del tiempo por orador',
      },
    });
  });
});

describe('order of precedence', () => {
  it('suspension, adjournment, postponement, closure, then caucuses, then the rest; ties by time of submission', () => {
    const entered = [
      pending({ kind: 'votacion_nominal' }, 1),
      moderated(600, 60, 2),
      pending({ kind: 'cierre_debate' }, 3),
      unmoderated(300, 4),
      pending({ kind: 'levantamiento_sesion' }, 5),
      pending({ kind: 'aplazamiento_debate' }, 6),
      pending({ kind: 'suspension_sesion' }, 7),
      pending({ kind: 'cierre_lista_oradores' }, 8),
      pending({ kind: 'otra', description: 'Receso', majority: 'simple' }, 9),
      pending({ kind: 'suspension_sesion' }, 0),
    ];
    expect(orderMotions(entered).map((m) => `${m.kind}@${m.submittedAt}`)).toEqual([
      'suspension_sesion@0',
      'suspension_sesion@7',
      'levantamiento_sesion@5',
      'aplazamiento_debate@6',
      'cierre_debate@3',
      'caucus_no_moderado@4',
      'caucus_moderado@2',
      'cierre_lista_oradores@8',
      'votacion_nominal@1',
      'otra@9',
    ]);
  });

  it('extending the caucus in progress comes before any new caucus, so a new one passing never drops it unheard', () => {
    const entered = [moderated(600, 60, 1), unmoderated(900, 2), pending({ kind: 'extension_caucus', totalSeconds: 120 }, 3)];
    expect(orderMotions(entered).map((m) => m.kind)).toEqual(['extension_caucus', 'caucus_no_moderado', 'caucus_moderado']);
  });

  it('caucuses: unmoderated before moderated, longer before shorter, more speakers before fewer', () => {
    const entered = [
      moderated(600, 60, 1),
      moderated(600, 30, 2),
      moderated(900, 90, 3),
      unmoderated(300, 4),
      unmoderated(900, 5),
      moderated(600, 60, 0),
    ];
    expect(
      orderMotions(entered).map(
        (m) =>
          `${m.kind === 'caucus_moderado' ? `${m.totalSeconds}/${m.speakerSeconds}` : 'totalSeconds' in m ? m.totalSeconds : ''}@${m.submittedAt}`,
      ),
    ).toEqual(['900@5', '300@4', '900/90@3', '600/30@2', '600/60@0', '600/60@1']);
  });

  it('follows a catalogue that changes the order', () => {
    const catalogue: MotionCatalogue = {
      ...DEFAULT_MOTION_CATALOGUE,
      votacion_nominal: { majority: 'simple', rank: 1 },
      suspension_sesion: { majority: 'simple', rank: 2 },
    };
    const ordered = orderMotions([pending({ kind: 'suspension_sesion' }, 0), pending({ kind: 'votacion_nominal' }, 5)], catalogue);
    expect(ordered.map((m) => m.kind)).toEqual(['votacion_nominal', 'suspension_sesion']);
  });

  const anyMotion: fc.Arbitrary<PendingMotion> = fc
    .record({
      kind: fc.constantFrom(...MOTION_KINDS),
      totalSeconds: fc.integer({ min: 60, max: 1200 }),
      speakerSeconds: fc.integer({ min: 10, max: 60 }),
      submittedAt: fc.integer({ min: 0, max: 20 }),
    })
    .map(({ kind, totalSeconds, speakerSeconds, submittedAt }) => {
      const input: MotionInput =
        kind === 'caucus_moderado'
          ? { kind, topic: 'Tema', totalSeconds, speakerSeconds }
          : kind === 'caucus_no_moderado' || kind === 'extension_caucus'
            ? { kind, totalSeconds }
            : kind === 'introduccion_proyecto'
              ? { kind, title: '' }
              : kind === 'otra'
                ? { kind, description: 'Otra', majority: 'simple' }
                : { kind };
      return pending(input, submittedAt);
    });

  it('property: the order is total and the same whatever order the motions were entered in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyMotion, { selector: (m) => m.id, maxLength: 25 }), fc.infiniteStream(fc.nat()), (motions, random) => {
        const shuffled = [...motions].sort(() => (random.next().value % 3) - 1);
        const a = orderMotions(motions);
        expect(orderMotions(shuffled)).toEqual(a);
        expect(orderMotions([...motions].reverse())).toEqual(a);
        // Strict between any two distinct motions: antisymmetric and never equal.
        for (let i = 1; i < a.length; i++) expect(orderMotions([a[i], a[i - 1]])).toEqual([a[i - 1], a[i]]);
      }),
    );
  });

  it('property: a more disruptive kind always comes first', () => {
    fc.assert(
      fc.property(anyMotion, anyMotion, (x, y) => {
        const [first] = orderMotions([x, y]);
        const rank = (m: PendingMotion) => DEFAULT_MOTION_CATALOGUE[m.kind].rank;
        if (rank(x) !== rank(y)) expect(rank(first)).toBe(Math.min(rank(x), rank(y)));
      }),
    );
  });
});
