import {
  type LiveActaEntry,
  MOTION_LABELS_ES,
  type MotionInput,
  type MotionKind,
  motionLabel,
  POINT_LABELS_ES,
  type PointKind,
  VOTE_METHOD_WORDS,
  type WarningLevel,
} from '@quorum/shared';

/** What a log entry's payload may hold (the command, what it changed, and for an undo the entry it undoes). */
interface Payload {
  command?: { type?: string; title?: string };
  after?: Record<string, unknown> | null;
  undoes?: number;
}

/** A stored entry of the log as the acta reads it. */
export interface ActaRow {
  sequence: number | string;
  event: string;
  payload: string;
  createdAt: string;
  actorName: string | null;
}

const STATUS: Record<string, string> = { presente: 'presente', presente_y_votando: 'presente y votando', ausente: 'ausente' };
/** A roll-call vote's answers in words. */
export const ANSWER_WORDS: Record<string, string> = { a_favor: 'a favor', en_contra: 'en contra', abstencion: 'abstención', pasa: 'pasa' };
const TIMER: Record<string, string> = { speech: 'del discurso', caucus: 'del caucus' };
const MODE: Record<string, string> = {
  debate: 'debate',
  votacion: 'votación',
  caucus_moderado: 'caucus moderado',
  caucus_no_moderado: 'caucus no moderado',
};
const FIXED: Record<string, string> = {
  'session.suspended': 'Se suspende la sesión',
  'session.resumed': 'Se reanuda la sesión',
  'session.closed': 'Se cierra la sesión',
  'rollcall.opened': 'Se abre el llamado a lista',
  'rollcall.closed': 'Se cierra el llamado a lista',
  'speakers.closed': 'Se cierra la lista de oradores',
  'speakers.reopened': 'Se reabre la lista de oradores',
  'caucus.ended': 'Termina el caucus',
  'vote.cancelled': 'Se cancela la votación',
};

type Names = ReadonlyMap<string, string>;

function nameOf(names: Names, id: unknown): string {
  return (typeof id === 'string' && names.get(id)) || 'una delegación';
}

function resultText(result: unknown): string {
  const r = (result ?? {}) as { yes?: number; no?: number; abstain?: number; passed?: boolean; vetoes?: unknown[] };
  const vetoed = Array.isArray(r.vetoes) && r.vetoes.length > 0 ? ', con veto' : '';
  return `${r.passed ? 'aprobada' : 'rechazada'} (a favor ${r.yes ?? 0}, en contra ${r.no ?? 0}, abstenciones ${r.abstain ?? 0}${vetoed})`;
}

/** A motion's label, «Moción» when its stored parameters no longer read. */
export function motionText(motion: unknown): string {
  try {
    return motionLabel(motion as MotionInput);
  } catch {
    return 'Moción';
  }
}

/** A warning's level in words. */
export const WARNING_LEVEL_WORDS: Record<WarningLevel, string> = {
  verbal: 'verbal',
  escrita: 'escrita',
  expulsion: 'con expulsión de la sesión',
};

/** «Amonestación escrita a Francia (2): motivo» (an entry from before levels and reasons: «Amonestación a Francia (2)»). */
function warningText(after: Record<string, unknown>, who: string): string {
  const level = WARNING_LEVEL_WORDS[after.level as WarningLevel];
  const head = `Amonestación${level ? ` ${level}` : ''} a ${who} (${Number(after.count)})`;
  return typeof after.reason === 'string' && after.reason ? `${head}: ${after.reason}` : head;
}

/** The motions a passed one (or a session's close) made lapse unheard: «. Decae sin votarse: …» (none: nothing). */
function lapsedText(lapsed: unknown): string {
  const labels = Array.isArray(lapsed) ? lapsed.map((m) => String((m as { label?: unknown }).label ?? 'Moción')) : [];
  if (labels.length === 0) return '';
  return `. ${labels.length === 1 ? 'Decae' : 'Decaen'} sin votarse: ${labels.map((l) => `«${l}»`).join(', ')}`;
}

function yieldText(after: Record<string, unknown>, names: Names): string {
  const from = nameOf(names, after.from);
  if (after.to === 'mesa') return `${from} cede su tiempo a la Mesa`;
  if (after.to === 'preguntas') return `${from} cede su tiempo a preguntas`;
  return `${from} cede su tiempo a ${nameOf(names, after.delegationId)}`;
}

function timerText(event: string, after: Record<string, unknown>): string {
  const which = TIMER[String(after.target)] ?? '';
  if (event === 'timer.started') return `Se inicia el cronómetro ${which}`;
  if (event === 'timer.paused') return `Se pausa el cronómetro ${which}`;
  if (event === 'timer.reset') return `Se reinicia el cronómetro ${which}`;
  return `Se añaden ${Number(after.seconds)} s al cronómetro ${which}`;
}

/** A request from a phone the chair ruled on (decision 037), as the acta names it: «Punto de orden de Francia». */
function requestText(after: Record<string, unknown>, names: Names): string {
  const request = (after.request ?? {}) as { kind?: string; point?: string; delegationId?: string };
  const who = nameOf(names, request.delegationId);
  if (request.kind === 'point') return `${POINT_LABELS_ES[request.point as PointKind] ?? 'Punto'} de ${who}`;
  if (request.kind === 'reply') return `Derecho de réplica de ${who}`;
  if (request.kind === 'floor') return `Solicitud de palabra de ${who}`;
  return `Moción de ${who}`;
}

/** «; la apoyan Brasil y Chile» for a motion moved from phones by several delegations (none: nothing). */
function supportersText(after: Record<string, unknown>, names: Names): string {
  const supporters = (after.request as { supporters?: unknown } | undefined)?.supporters;
  const list = Array.isArray(supporters) ? supporters.map((id) => nameOf(names, id)) : [];
  if (list.length === 0) return '';
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`;
  return `; la ${list.length === 1 ? 'apoya' : 'apoyan'} ${joined}`;
}

/** The Spanish line of one entry, from its event and payload; `names` are the commission's delegations. */
function describeEntry(event: string, payload: Payload, names: Names): string {
  const after = payload.after ?? {};
  const who = nameOf(names, after.delegationId);
  // A session's close names the motions that lapsed with it, as a passed motion does.
  if (FIXED[event]) return `${FIXED[event]}${lapsedText(after.lapsed)}`;
  switch (event) {
    case 'session.opened':
      return `Se abre la sesión ${Number(after.number)}: «${String(after.title ?? '')}»`;
    case 'rollcall.answered':
      return `Llamado a lista: ${who}, ${STATUS[String(after.status)] ?? String(after.status)}`;
    case 'speaker.added':
      return `${who} entra en la lista de oradores`;
    case 'speaker.removed':
      return `${who} sale de la lista de oradores`;
    case 'speaker.moved':
      return `${who} pasa al puesto ${Number(after.to) + 1} de la lista de oradores`;
    case 'speaking_time.changed':
      return `Tiempo de intervención: ${Number(after.seconds)} s`;
    case 'speech.started':
      return `Tiene la palabra ${who}`;
    case 'speech.ended':
      return `Termina la intervención de ${who}`;
    case 'speech.yielded':
      return yieldText(after, names);
    case 'timer.started':
    case 'timer.paused':
    case 'timer.reset':
    case 'timer.extended':
      return timerText(event, after);
    case 'motion.entered': {
      const motion = after.motion as { delegationId?: string | null } | undefined;
      const by = motion?.delegationId ? ` (${nameOf(names, motion.delegationId)}${supportersText(after, names)})` : '';
      return `Moción presentada: ${motionText(motion)}${by}`;
    }
    case 'motion.withdrawn':
      return `Se retira la moción: ${MOTION_LABELS_ES[after.kind as MotionKind] ?? 'Moción'}`;
    case 'motion.voted':
      return `${MOTION_LABELS_ES[after.kind as MotionKind] ?? 'Moción'}: ${resultText(after.result)}${lapsedText(after.lapsed)}`;
    case 'vote.opened':
      return `Votación de «${String(after.title ?? '')}» ${VOTE_METHOD_WORDS[String(after.method)] ?? 'por placas'}`;
    case 'vote.answered':
      return `Votación nominal: ${who}, ${ANSWER_WORDS[String(after.answer)] ?? String(after.answer)}`;
    case 'vote.closed': {
      const answer = after.answer ? `${who}, ${ANSWER_WORDS[String(after.answer)] ?? ''}. ` : '';
      return `${answer}Resultado de la votación: ${resultText(after.result)}`;
    }
    case 'warning.given':
      return warningText(after, who);
    case 'request.granted':
      return `Se concede: ${requestText(after, names)}`;
    case 'request.ruled_out':
      return `Fuera de orden: ${requestText(after, names)}. Motivo: ${String(after.reason ?? '')}`;
    case 'mode.changed':
      return `La comisión pasa a ${MODE[String(after.mode)] ?? String(after.mode)}`;
    default:
      return event;
  }
}

/** An acta entry: an undo names the line of the entry it undoes (`undone`, by sequence). */
export function presentActaEntry(row: ActaRow, names: Names, undone: ReadonlyMap<number, string>): LiveActaEntry {
  const payload = JSON.parse(row.payload) as Payload;
  const description =
    row.event === 'action.undone'
      ? `Se deshace: ${undone.get(Number(payload.undoes)) ?? `la acción n.º ${Number(payload.undoes)}`}`
      : describeEntry(row.event, payload, names);
  return { sequence: Number(row.sequence), event: row.event, createdAt: row.createdAt, actorName: row.actorName, description };
}
