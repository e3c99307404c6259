import { type Delegate, personalLink } from '@quorum/shared';
import type { AppContext } from '../../context';
import { findDelegate, newPersonalCode, presentDelegate, updateDelegate } from '../../domain/delegates/delegates.store';
import { endRoomDevices } from '../../domain/room/room-devices';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { readEventName } from '../../lib/event-name';

/**
 * The Gestor gives a delegate a new personal code (one known to be exposed: a badge printed before badge codes, a
 * forwarded mail). The old code, and every link that carries it, opens nothing from the commit on: each look-up
 * reads the code from the delegate's row, and the phones its room pass opened are ended (decision 035). Audited without either code (the audit is read by more people than the
 * code may be), and the new link mailed to the delegate.
 */
export async function renewPersonalCode(ctx: AppContext, id: string, actor: Actor): Promise<Delegate> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await findDelegate(trx, id);
    if (!current) throw new AppError('NOT_FOUND', 'El delegado no existe.');
    const renewed = await updateDelegate(trx, id, { personalCode: newPersonalCode() });
    await endRoomDevices(trx, { delegateId: id }, actor.uid, 'code_renewed');
    await recordAudit(trx, actor, { action: 'delegate.personal_code_renewed', entity: 'delegate', entityId: id });
    return renewed;
  });
  const name = await readEventName(ctx.db);
  await ctx.mailer.send({
    to: row.email,
    subject: `Tu nuevo enlace personal · ${name}`,
    text: [
      `Hola, ${row.firstNames}:`,
      '',
      'La organización te dio un código personal nuevo. Desde ahora tu enlace personal es este (el anterior ya no funciona):',
      personalLink(ctx.config.publicUrl, row.personalCode),
      '',
      'Con él revisas y corriges tus datos y descargas tus certificados. No lo compartas.',
    ].join('\n'),
  });
  return presentDelegate(row);
}
