import { describe, expect, it } from 'vitest';
import { actaSummary, EMPTY_SUMMARY, type SummaryRow } from './acta.summary';

const DELEGATIONS = [
  { id: 'ar', name: 'Argentina' },
  { id: 'br', name: 'Brasil' },
  { id: 'cl', name: 'Chile' },
];

/** A log written entry by entry: sequence and a minute apart, each payload as the server stores it. */
function log(...entries: [event: string, payload: Record<string, unknown>][]): SummaryRow[] {
  return entries.map(([event, payload], i) => ({
    sequence: i + 1,
    event,
    payload: JSON.stringify(payload),
    createdAt: new Date(Date.UTC(2026, 2, 1, 13, i)).toISOString(),
  }));
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 13, minute)).toISOString();
const undo = (sequence: number): [string, Record<string, unknown>] => ['action.undone', { undoes: sequence, after: { undoes: sequence } }];
const mark = (rollCallId: string, delegateId: string, delegationId: string, status: string): [string, Record<string, unknown>] => [
  'rollcall.answered',
  { entityId: rollCallId, after: { delegateId, delegationId, status } },
];
const result = (yes: number, no: number, passed: boolean, extra = {}) => ({ yes, no, abstain: 0, passed, vetoes: [], ...extra });

describe('actaSummary', () => {
  it('is empty for an empty log', () => {
    expect(actaSummary([], DELEGATIONS, [])).toEqual(EMPTY_SUMMARY);
  });

  it('counts each roll call: a delegation takes its strongest delegate, the last mark counts, unmarked and undone marks are absent', () => {
    const rows = log(
      ['session.opened', { after: { number: 1, title: 'Apertura', rollCallId: 'r1' } }],
      mark('r1', 'ar1', 'ar', 'presente'),
      mark('r1', 'br1', 'br', 'ausente'),
      mark('r1', 'br2', 'br', 'presente_y_votando'),
      ['rollcall.closed', { entityId: 'r1', after: {} }],
      ['rollcall.opened', { entityId: 'r2', after: { mode: 'chair' } }],
      mark('r2', 'ar1', 'ar', 'presente'),
      undo(7),
      mark('r2', 'cl1', 'cl', 'presente'),
      mark('r2', 'cl1', 'cl', 'ausente'),
    );
    expect(actaSummary(rows, DELEGATIONS, []).rollCalls).toEqual([
      { label: 'Llamado a lista 1', session: 'Sesión 1', at: at(0), present: 1, presentAndVoting: 1, absent: ['Chile'] },
      {
        label: 'Llamado a lista 2',
        session: 'Sesión 1',
        at: at(5),
        present: 0,
        presentAndVoting: 0,
        absent: ['Argentina', 'Brasil', 'Chile'],
      },
    ]);
  });

  it('gives each motion its outcome: passed and failed with their counts, lapsed, withdrawn, and an undone vote leaves it unvoted', () => {
    const caucus = { id: 'm1', kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 60, delegationId: 'ar' };
    const rows = log(
      ['session.opened', { after: { number: 1, title: 'Apertura', rollCallId: 'r1' } }],
      ['motion.entered', { after: { motion: { id: 'm2', kind: 'cierre_debate', delegationId: null } } }],
      ['motion.entered', { after: { motion: caucus } }],
      ['motion.entered', { after: { motion: { id: 'm3', kind: 'otra', description: 'Minuto de silencio', delegationId: 'cl' } } }],
      ['motion.withdrawn', { after: { motionId: 'm3', kind: 'otra' } }],
      ['motion.voted', { after: { motionId: 'm2', kind: 'cierre_debate', result: result(1, 2, false) } }],
      undo(6),
      ['motion.voted', { after: { motionId: 'm1', kind: 'caucus_moderado', result: result(2, 1, true), lapsed: [{ motionId: 'm2' }] } }],
      // A new session numbers its motions again: its «m1» is another motion.
      ['session.opened', { after: { number: 2, title: 'Tarde', rollCallId: 'r2' } }],
      ['motion.entered', { after: { motion: { id: 'm1', kind: 'suspension_sesion', delegationId: 'br' } } }],
      ['motion.voted', { after: { motionId: 'm1', kind: 'suspension_sesion', result: result(0, 3, false) } }],
      ['motion.entered', { after: { motion: { id: 'm2', kind: 'cierre_debate', delegationId: 'br' } } }],
    );
    expect(actaSummary(rows, DELEGATIONS, []).motions).toEqual([
      { at: at(1), label: 'Cierre del debate', by: 'la Mesa', outcome: 'decae sin votarse', yes: null, no: null },
      { at: at(2), label: 'Caucus moderado: Agua', by: 'Argentina', outcome: 'aprobada', yes: 2, no: 1 },
      { at: at(3), label: 'Minuto de silencio', by: 'Chile', outcome: 'retirada', yes: null, no: null },
      { at: at(9), label: 'Suspensión de la sesión', by: 'Brasil', outcome: 'rechazada', yes: 0, no: 3 },
      { at: at(11), label: 'Cierre del debate', by: 'Brasil', outcome: 'sin votar', yes: null, no: null },
    ]);
  });

  it('gives each vote its result and counts, and a roll-call vote its grid: each delegation once, its last answer', () => {
    const rows = log(
      ['session.opened', { after: { number: 1, title: 'Apertura', rollCallId: 'r1' } }],
      ['vote.opened', { after: { voteId: 'v1', title: 'Resolución 1.1', method: 'roll_call', majority: 'simple' } }],
      ['vote.answered', { after: { voteId: 'v1', delegationId: 'br', answer: 'pasa' } }],
      ['vote.answered', { after: { voteId: 'v1', delegationId: 'cl', answer: 'en_contra' } }],
      ['vote.answered', { after: { voteId: 'v1', delegationId: 'ar', answer: 'abstencion' } }],
      undo(5),
      ['vote.answered', { after: { voteId: 'v1', delegationId: 'ar', answer: 'a_favor' } }],
      ['vote.closed', { after: { voteId: 'v1', delegationId: 'br', answer: 'a_favor', result: result(2, 1, true) } }],
      ['vote.opened', { after: { voteId: 'v2', title: 'Resolución 1.2', method: 'placard', majority: 'simple' } }],
      ['vote.closed', { after: { voteId: 'v2', result: { yes: 9, no: 1, abstain: 2, passed: false, vetoes: ['cl'] } } }],
      ['vote.opened', { after: { voteId: 'v3', title: 'Enmienda', method: 'placard', majority: 'simple' } }],
      ['vote.cancelled', { after: { voteId: 'v3' } }],
      ['vote.opened', { after: { voteId: 'v4', title: 'Resolución 2', method: 'placard', majority: 'simple' } }],
    );
    expect(actaSummary(rows, DELEGATIONS, []).votes).toEqual([
      {
        at: at(1),
        title: 'Resolución 1.1',
        method: 'nominal',
        outcome: 'aprobada',
        yes: 2,
        no: 1,
        abstain: 0,
        grid: [
          { delegation: 'Brasil', answer: 'a favor' },
          { delegation: 'Chile', answer: 'en contra' },
          { delegation: 'Argentina', answer: 'a favor' },
        ],
      },
      { at: at(8), title: 'Resolución 1.2', method: 'por placas', outcome: 'rechazada con veto', yes: 9, no: 1, abstain: 2, grid: [] },
      { at: at(10), title: 'Enmienda', method: 'por placas', outcome: 'cancelada', yes: null, no: null, abstain: null, grid: [] },
      { at: at(12), title: 'Resolución 2', method: 'por placas', outcome: 'en curso', yes: null, no: null, abstain: null, grid: [] },
    ]);
  });

  it('says which roll-call answers the chair entered when a phone answered in that vote, and nothing when none did', () => {
    const rows = log(
      ['session.opened', { after: { number: 1, title: 'Apertura', rollCallId: 'r1' } }],
      ['vote.opened', { after: { voteId: 'v1', title: 'Resolución 1', method: 'roll_call', majority: 'simple' } }],
      ['vote.answered', { by: 'phone', after: { voteId: 'v1', delegationId: 'br', answer: 'pasa' } }],
      ['vote.answered', { after: { voteId: 'v1', delegationId: 'cl', answer: 'en_contra' } }],
      ['vote.closed', { after: { voteId: 'v1', delegationId: 'br', answer: 'a_favor', result: result(1, 1, false) } }],
      ['vote.opened', { after: { voteId: 'v2', title: 'Resolución 2', method: 'roll_call', majority: 'simple' } }],
      ['vote.answered', { after: { voteId: 'v2', delegationId: 'cl', answer: 'en_contra' } }],
      ['vote.closed', { by: 'phone', after: { voteId: 'v2', delegationId: 'br', answer: 'a_favor', result: result(1, 1, false) } }],
    );
    const [first, second] = actaSummary(rows, DELEGATIONS, []).votes;
    // Brasil passed from its phone, then the chair entered its second-round answer: the last answer's source counts.
    expect(first?.grid).toEqual([
      { delegation: 'Brasil', answer: 'a favor', source: 'respuesta de la mesa' },
      { delegation: 'Chile', answer: 'en contra', source: 'respuesta de la mesa' },
    ]);
    expect(second?.grid).toEqual([
      { delegation: 'Chile', answer: 'en contra', source: 'respuesta de la mesa' },
      { delegation: 'Brasil', answer: 'a favor', source: 'teléfono' },
    ]);
  });

  it('gives a vote from phones its grid in the commission’s order with where each ballot came from; a secret one only who voted', () => {
    const rows = log(
      ['session.opened', { after: { number: 1, title: 'Apertura', rollCallId: 'r1' } }],
      ['vote.opened', { after: { voteId: 'v1', title: 'Resolución 1', method: 'phones_recorded', majority: 'simple' } }],
      [
        'vote.closed',
        { after: { voteId: 'v1', choices: { cl: 'en_contra', ar: 'a_favor' }, fromChair: ['cl'], result: result(1, 1, false) } },
      ],
      ['vote.opened', { after: { voteId: 'v2', title: 'Elección', method: 'phones_secret', majority: 'simple' } }],
      ['vote.closed', { after: { voteId: 'v2', voted: ['br', 'ar'], fromChair: [], result: result(2, 0, true) } }],
    );
    const [recorded, secret] = actaSummary(rows, DELEGATIONS, []).votes;
    expect(recorded).toMatchObject({ method: 'con teléfonos, nominal registrada', outcome: 'rechazada', yes: 1, no: 1 });
    expect(recorded.grid).toEqual([
      { delegation: 'Argentina', answer: 'a favor', source: 'teléfono' },
      { delegation: 'Chile', answer: 'en contra', source: 'la Mesa' },
    ]);
    expect(secret).toMatchObject({ method: 'con teléfonos, secreta', outcome: 'aprobada', yes: 2, no: 0 });
    expect(secret.grid).toEqual([
      { delegation: 'Argentina', answer: 'votó', source: 'teléfono' },
      { delegation: 'Brasil', answer: 'votó', source: 'teléfono' },
    ]);
  });

  it('lists the warnings that stand with their level and reason, and the delegations that spoke with the time each used', () => {
    const rows = log(
      ['session.opened', { after: { number: 1, title: 'Apertura', rollCallId: 'r1' } }],
      ['warning.given', { after: { delegationId: 'br', count: 1, level: 'escrita', reason: 'Uso de celular' } }],
      ['warning.given', { after: { delegationId: 'cl', count: 1, level: 'verbal', reason: 'Sin motivo' } }],
      undo(3),
      ['warning.given', { after: { delegationId: 'ar', count: 1 } }],
    );
    const speakers = [
      { name: 'Argentina', speeches: 2, speakingMs: 95_000 },
      { name: 'Brasil', speeches: 0, speakingMs: 0 },
      { name: 'Chile', speeches: 1, speakingMs: 59_001 },
    ];
    const summary = actaSummary(rows, DELEGATIONS, speakers);
    expect(summary.warnings).toEqual([
      { at: at(1), delegationId: 'br', delegation: 'Brasil', level: 'escrita', levelText: 'escrita', reason: 'Uso de celular' },
      { at: at(4), delegationId: 'ar', delegation: 'Argentina', level: 'verbal', levelText: 'verbal', reason: '' },
    ]);
    expect(summary.speakers).toEqual([
      { delegation: 'Argentina', speeches: 2, time: '1:35' },
      { delegation: 'Chile', speeches: 1, time: '1:00' },
    ]);
  });
});
