/** Rooms and rules for the procedure tests (imported by tests only). */
import type { CommissionKind, CommissionRules } from '../schemas';
import type { RollCallStatus, RoomDelegation } from './members';
import type { Ruling } from './refusal';
import { type ProcedureRules, procedureRulesOf } from './rules';

/** A delegation of the room; members by default, present by default. */
export function delegation(name: string, over: Partial<RoomDelegation> = {}): RoomDelegation {
  return { id: name.toLowerCase(), name, kind: 'miembro', veto: false, status: 'presente', ...over };
}

/** `n` members named M01…, the first `present` of them present (with `status`), the rest absent. */
export function members(n: number, present = n, status: RollCallStatus = 'presente'): RoomDelegation[] {
  return Array.from({ length: n }, (_, i) =>
    delegation(`M${String(i + 1).padStart(2, '0')}`, { status: i < present ? status : 'ausente' }),
  );
}

/** The rules of a commission of `kind`, with some settings changed. */
export function rulesFor(kind: CommissionKind = 'asamblea', rules: Partial<CommissionRules> = {}): ProcedureRules {
  return procedureRulesOf({ kind, rules });
}

const P5 = ['China', 'Estados Unidos', 'Federación de Rusia', 'Francia', 'Reino Unido'];
const ELECTED = ['Argelia', 'Corea', 'Dinamarca', 'Eslovenia', 'Grecia', 'Guyana', 'Pakistán', 'Panamá', 'Sierra Leona', 'Somalia'];

/** A full Security Council: the five veto holders and ten elected members, all present. */
export function securityCouncil(): RoomDelegation[] {
  return [...P5.map((name) => delegation(name, { veto: true })), ...ELECTED.map((name) => delegation(name))];
}

/** The value of a ruling the test expects to be accepted (fails the test with the code otherwise). */
export function accepted<T>(ruling: Ruling<T>): T {
  if (!ruling.ok) throw new Error(`refused: ${ruling.code}`);
  return ruling.value;
}
