import { eraseDelegateSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import { requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { assignmentOf, findDelegate } from '../../domain/delegates/delegates.store';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';

import { auditAbout, eraseDelegate, mailsTo, roomDevicesOf, selfCheckInsOf } from './privacy.repository';
import { sendDownload } from '../../plugins/download';

/** A foreign key of another table still points at the row (a later feature's record). */
function isForeignKeyError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** Privacy (PRODUCT §8): a Gestor exports everything stored about one delegate, or erases them. */
export function privacyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  return async (app) => {
    const tags = ['privacy'];

    app.get('/api/delegates/:id/personal-data', { onRequest: gestor, schema: { tags, params: idParams } }, async (request, reply) => {
      const data = await ctx.db.transaction().execute(async (trx) => {
        const row = await findDelegate(trx, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', 'El delegado no existe.');
        const document = {
          exportedAt: nowIso(),
          purpose: 'Copia de los datos personales guardados por Quórum sobre este delegado.',
          delegate: { ...row, preferences: JSON.parse(row.preferences), kit: JSON.parse(row.kit) },
          assignment: await assignmentOf(trx, row).then((a) => ({ commission: a.commissionName, delegation: a.delegationName })),
          mails: await mailsTo(trx, row),
          selfCheckIns: await selfCheckInsOf(trx, row.id),
          roomDevices: await roomDevicesOf(trx, row.id),
          audit: await auditAbout(trx, row.id),
        };
        // The export itself is recorded (without personal data).
        await recordAudit(trx, actorOf(request), { action: 'delegate.personal_data_exported', entity: 'delegate', entityId: row.id });
        return document;
      });
      return sendDownload(reply, {
        body: `${JSON.stringify(data, null, 2)}\n`,
        contentType: 'application/json; charset=utf-8',
        fileName: `datos-personales-${data.delegate.documentNumber}.json`,
      });
    });

    app.delete(
      '/api/delegates/:id',
      {
        onRequest: gestor,
        schema: { tags, params: idParams, body: eraseDelegateSchema, response: { 200: z.object({ erased: z.literal(true) }) } },
      },
      async (request) => {
        try {
          await ctx.db.transaction().execute(async (trx) => {
            const row = await findDelegate(trx, request.params.id);
            if (!row) throw new AppError('NOT_FOUND', 'El delegado no existe.');
            if (request.body.confirm.toUpperCase() !== row.documentNumber) {
              const message = 'Escribe el número de documento del delegado para confirmar el borrado.';
              throw new AppError('VALIDATION', message, { confirm: message });
            }
            await eraseDelegate(trx, row);
            // Only the id: no personal data stays behind in the audit log.
            await recordAudit(trx, actorOf(request), { action: 'delegate.erased', entity: 'delegate', entityId: row.id });
          });
        } catch (error) {
          if (isForeignKeyError(error))
            throw new AppError('CONFLICT', 'El delegado tiene registros que impiden borrarlo (asistencias u otros).');
          throw error;
        }
        return { erased: true as const };
      },
    );
  };
}
