import { idParams } from '../../lib/route-params';
import { sendDownload } from '../../plugins/download';
import {
  advisorCodeSchema,
  certificateCodeSchema,
  certificateImageSlotSchema,
  certificateSchema,
  certificateSettingsInputSchema,
  certificateSettingsSchema,
  certificateVerificationSchema,
  commissionCertificatesSchema,
  FILE_FORMATS,
  issueResultSchema,
  MAX_CERTIFICATE_IMAGE_BYTES,
  revokeCertificateSchema,
  sendCertificatesSchema,
  sendResultSchema,
} from '@quorum/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireChairOfRoute, requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { isAdvisorsDelegate } from '../../domain/advisors/advisor-links';
import { findDelegateByCode } from '../../domain/delegates/delegates.store';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { readEventName, readEventTimeZone } from '../../lib/event-name';
import { eventDay } from '../../lib/spanish-dates';
import { nowIso } from '../../lib/ids';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';

import { perMinute } from '../../plugins/security';
import { inMemory, receiveUpload, type UploadRules } from '../../plugins/upload';
import { checkCertificateImage, removeImage } from './certificate-images';
import { certificatesOf, certificatesZip, renderCertificate, sendCertificates } from './certificates.delivery';
import { newBatch } from './certificates.render-pool';
import { zipEntryName } from './certificates.policy';
import {
  type CertificateRow,
  findCertificate,
  findCertificateByCode,
  findCertificateIds,
  findCommissionName,
  presentCertificate,
  updateCertificate,
} from './certificates.repository';
import { loadDesign, readCertificateSettings, saveCertificateImage, saveCertificateSettings } from './certificates.settings';
import {
  commissionCertificates,
  issueCommissionAwardCertificates,
  issueParticipationCertificates,
  reissueCertificate,
  revokeCertificate,
} from './certificates.use-cases';

const tags = ['certificates'];

/** What an image upload takes: a PNG or a JPEG (by content) of MAX_CERTIFICATE_IMAGE_BYTES at most, kept as sent. */
const CERTIFICATE_IMAGE_UPLOAD: UploadRules = { formats: [FILE_FORMATS.png, FILE_FORMATS.jpeg], maxBytes: MAX_CERTIFICATE_IMAGE_BYTES };
const certificateParams = z.object({ certificateId: z.string().max(64) });

/**
 * Certificates: settings (texts, threshold, signatures, logo), issuing per commission, revoking and
 * re-issuing, downloads (one PDF, a commission's or the event's ZIP), sending by e-mail, and the public
 * verification by code.
 */
export function certificatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  const chair = requireChairOfRoute(ctx);
  const publicLimit = perMinute(ctx.config.authRateLimitPerMinute * 3);
  const publicUrl = ctx.config.publicUrl;

  const requireCommission = async (id: string) => {
    const commission = await findCommissionName(ctx.db, id);
    if (!commission) throw new AppError('NOT_FOUND', 'No existe esa comisión.');
    return commission;
  };

  const sendPdf = async (reply: FastifyReply, row: CertificateRow) => {
    const body = await renderCertificate(newBatch(await loadDesign(ctx.db, ctx.config.dataDir)), row, publicUrl);
    return sendDownload(reply, {
      body,
      contentType: 'application/pdf',
      fileName: `${zipEntryName('Certificado', row.holderName, row.title)}.pdf`,
    });
  };

  const sendZip = async (reply: FastifyReply, ids: string[], fileName: string, byCommission: boolean) => {
    const batch = newBatch(await loadDesign(ctx.db, ctx.config.dataDir));
    const certificates = certificatesOf(ctx.db, ids);
    // One PDF made ahead gives the page an estimate of the archive's size for its progress bar.
    const [first] = await certificates.read(ids.slice(0, 1));
    const sample = first ? (await renderCertificate(batch, first, publicUrl)).length : 0;
    reply.header('x-certificate-count', String(ids.length));
    reply.header('x-estimated-bytes', String(ids.length * (sample + 200) + 22));
    return sendDownload(reply, {
      // The response's own buffer counts what waits in its socket too (http.OutgoingMessage.writableLength).
      body: certificatesZip(batch, certificates, { publicUrl, byCommission }, () => reply.raw.writableLength === 0),
      contentType: 'application/zip',
      fileName,
    });
  };

  return async (app) => {
    app.get('/api/certificates/settings', { onRequest: gestor, schema: { tags, response: { 200: certificateSettingsSchema } } }, () =>
      readCertificateSettings(ctx.db),
    );

    app.put(
      '/api/certificates/settings',
      { onRequest: gestor, schema: { tags, body: certificateSettingsInputSchema, response: { 200: certificateSettingsSchema } } },
      async (request) => {
        const unused = await ctx.db.transaction().execute(async (trx) => {
          const before = await readCertificateSettings(trx);
          const files = await saveCertificateSettings(trx, request.body);
          const after = await readCertificateSettings(trx);
          await recordAudit(trx, actorOf(request), {
            action: 'certificate.settings_updated',
            entity: 'settings',
            entityId: '1',
            before,
            after,
          });
          return files;
        });
        for (const file of unused) await removeImage(ctx.config.dataDir, file);
        return readCertificateSettings(ctx.db);
      },
    );

    // The image as multipart (one part): PNG or JPEG, read after the guard, its size bounded while it arrives.
    app.put(
      '/api/certificates/settings/images/:slot',
      {
        onRequest: gestor,
        config: { upload: true },
        schema: { tags, params: z.object({ slot: certificateImageSlotSchema }), response: { 200: certificateSettingsSchema } },
      },
      async (request, reply) => {
        const image = checkCertificateImage((await receiveUpload(request, reply, inMemory, CERTIFICATE_IMAGE_UPLOAD)).bytes);
        const saved = await saveCertificateImage(ctx.db, ctx.config.dataDir, request.params.slot, image);
        if (!saved) throw new AppError('NOT_FOUND', 'Primero añade la firma y guarda los ajustes.');
        await recordAudit(ctx.db, actorOf(request), {
          action: 'certificate.settings_updated',
          entity: 'settings',
          entityId: '1',
          after: { image: request.params.slot, width: image.info.width, height: image.info.height },
        });
        return readCertificateSettings(ctx.db);
      },
    );

    app.get(
      '/api/commissions/:id/certificates',
      { onRequest: chair, schema: { tags, params: idParams, response: { 200: commissionCertificatesSchema } } },
      async (request) => {
        await requireCommission(request.params.id);
        return commissionCertificates(ctx.db, request.params.id);
      },
    );

    app.post(
      '/api/commissions/:id/certificates',
      { onRequest: gestor, schema: { tags, params: idParams, response: { 200: issueResultSchema } } },
      async (request) => {
        await requireCommission(request.params.id);
        // Participation for everyone at or above the threshold, and one per published award.
        const participation = await issueParticipationCertificates(ctx.db, request.params.id, actorOf(request));
        return { issued: participation + (await issueCommissionAwardCertificates(ctx.db, request.params.id, actorOf(request))) };
      },
    );

    app.post(
      '/api/commissions/:id/certificates/send',
      { onRequest: gestor, schema: { tags, params: idParams, body: sendCertificatesSchema, response: { 200: sendResultSchema } } },
      async (request) => {
        await requireCommission(request.params.id);
        const eventName = await readEventName(ctx.db);
        const opts = { commissionId: request.params.id, confirmedCount: request.body.confirmedCount, publicUrl, eventName };
        return { sent: await sendCertificates(ctx.db, ctx.mailer, opts, actorOf(request)) };
      },
    );

    app.get('/api/commissions/:id/certificates.zip', { onRequest: chair, schema: { tags, params: idParams } }, async (request, reply) => {
      const commission = await requireCommission(request.params.id);
      const ids = await findCertificateIds(ctx.db, { commissionId: request.params.id, validOnly: true });
      return sendZip(reply, ids, `Certificados - ${commission.name}.zip`, false);
    });

    app.get('/api/certificates.zip', { onRequest: gestor, schema: { tags } }, async (_request, reply) => {
      const ids = await findCertificateIds(ctx.db, { validOnly: true });
      return sendZip(reply, ids, `Certificados - ${await readEventName(ctx.db)}.zip`, true);
    });

    app.get(
      '/api/commissions/:id/certificates/:certificateId/pdf',
      { onRequest: chair, schema: { tags, params: idParams.extend(certificateParams.shape) } },
      async (request, reply) => {
        const row = await findCertificate(ctx.db, request.params.certificateId);
        if (!row || row.commissionId !== request.params.id) throw new AppError('NOT_FOUND', 'No existe ese certificado.');
        return sendPdf(reply, row);
      },
    );

    app.post(
      '/api/certificates/:certificateId/revoke',
      {
        onRequest: gestor,
        schema: { tags, params: certificateParams, body: revokeCertificateSchema, response: { 200: certificateSchema } },
      },
      async (request) =>
        presentCertificate(await revokeCertificate(ctx.db, request.params.certificateId, request.body.reason, actorOf(request))),
    );

    app.post(
      '/api/certificates/:certificateId/reissue',
      { onRequest: gestor, schema: { tags, params: certificateParams, response: { 200: certificateSchema } } },
      async (request) => presentCertificate(await reissueCertificate(ctx.db, request.params.certificateId, actorOf(request))),
    );

    app.get(
      '/api/certificates/:code',
      {
        config: publicLookupRouteLimit(ctx),
        schema: { tags, params: z.object({ code: certificateCodeSchema }), response: { 200: certificateVerificationSchema } },
      },
      async (request) => {
        const code = request.params.code.toUpperCase();
        // A certificate is checked by whoever holds it (a university, an employer, a whole class from one
        // address): limited per code and per address by the public look-ups' rule.
        const row = await limitedLookup(ctx, { page: 'certificate', ip: request.ip, subject: code }, async () => {
          const found = await findCertificateByCode(ctx.db, code);
          if (!found) throw new AppError('NOT_FOUND', 'No existe ningún certificado con ese código.');
          return found;
        });
        const timeZone = await readEventTimeZone(ctx.db);
        return {
          status: row.revokedAt ? ('revocado' as const) : ('valido' as const),
          holderName: row.holderName,
          kind: presentCertificate(row).kind,
          title: row.title,
          commissionName: row.commissionName,
          delegationName: row.delegationName,
          issuedOn: eventDay(row.issuedAt, timeZone),
          eventName: await readEventName(ctx.db),
          revokedOn: row.revokedAt && eventDay(row.revokedAt, timeZone),
        };
      },
    );

    // An advisor's link in force downloads the valid certificates of its school's delegates (decision 040).
    app.get(
      '/api/advisor/:code/certificates/:certificateId',
      { config: publicLimit, schema: { tags, params: certificateParams.extend({ code: advisorCodeSchema }) } },
      async (request, reply) => {
        const row = await findCertificate(ctx.db, request.params.certificateId);
        if (!row?.delegateId || row.revokedAt || !(await isAdvisorsDelegate(ctx.db, request.params.code, row.delegateId)))
          throw new AppError('NOT_FOUND', 'No existe ese certificado.');
        return sendPdf(reply, row);
      },
    );

    app.get(
      '/api/my-certificates/:personalCode/:certificateId',
      { config: publicLimit, schema: { tags, params: certificateParams.extend({ personalCode: certificateCodeSchema }) } },
      async (request, reply) => {
        const delegate = await findDelegateByCode(ctx.db, request.params.personalCode.toUpperCase());
        const row = delegate ? await findCertificate(ctx.db, request.params.certificateId) : undefined;
        if (!delegate || !row || row.delegateId !== delegate.id) throw new AppError('NOT_FOUND', 'No existe ese certificado.');
        if (row.revokedAt) throw new AppError('CERTIFICATE_REVOKED');
        if (!row.downloadedAt) await updateCertificate(ctx.db, row.id, { downloadedAt: nowIso() });
        return sendPdf(reply, row);
      },
    );
  };
}
