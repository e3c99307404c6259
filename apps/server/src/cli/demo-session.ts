import type { LiveCommand } from '@quorum/shared';
import type { Db } from '../db/database';
import { runCommand } from '../features/live/live.use-cases';
import type { Actor } from '../lib/audit';

/** Delegations of the demo room marked absent on the roll call (the rest of the seated ones are present). */
const ABSENT_EVERY = 7;

/**
 * A live room for the first demo commission: a session in progress whose roll call is done, a speaker on the
 * floor with the timer running, three more queued and a moderated caucus pending. Each command has a fixed
 * action id, so running the demo again applies nothing twice.
 */
export async function loadDemoSession(db: Db, commissionId: string, actor: Actor): Promise<void> {
  let step = 0;
  const run = async (command: LiveCommand) => {
    step += 1;
    const state = await db.selectFrom('liveState').select('version').where('commissionId', '=', commissionId).executeTakeFirst();
    const outcome = await runCommand(
      db,
      commissionId,
      { version: Number(state?.version ?? 0), actionId: `demo-live-${step}`, command },
      actor,
    );
    if (outcome.kind !== 'applied') throw new Error(`demo session: ${command.type} on a stale version`);
    return outcome.state;
  };
  const topic = 'Acceso universal al agua potable';
  const opened = await run({ type: 'session.open', title: 'Primera sesión', topic });
  const rollCallId = opened.rollCall?.id;
  const seated = await db
    .selectFrom('delegate')
    .select(['id', 'delegationId'])
    .where('commissionId', '=', commissionId)
    .where('delegationId', 'is not', null)
    .orderBy('id')
    .execute();
  const firstOfDelegation = new Map<string, string>();
  for (const d of seated) if (!firstOfDelegation.has(d.delegationId as string)) firstOfDelegation.set(d.delegationId as string, d.id);
  let i = 0;
  for (const delegateId of firstOfDelegation.values()) {
    i += 1;
    await run({
      type: 'rollCall.mark',
      rollCallId: rollCallId as string,
      delegateId,
      status: i % ABSENT_EVERY === 0 ? 'ausente' : 'presente',
    });
  }
  const called = await run({ type: 'rollCall.close' });
  const present = called.attendance.filter((d) => d.status !== 'ausente');
  for (const d of present.slice(0, 4)) await run({ type: 'speakers.add', delegationId: d.delegationId });
  if (present.length > 0) {
    await run({ type: 'speech.next' });
    await run({ type: 'timer.start', target: 'speech' });
  }
  await run({
    type: 'motion.enter',
    motion: { kind: 'caucus_moderado', topic: 'Financiación de infraestructura hídrica', totalSeconds: 900, speakerSeconds: 60 },
    delegationId: present[4]?.delegationId ?? null,
  });
}
