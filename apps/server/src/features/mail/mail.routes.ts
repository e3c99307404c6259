import {
  MAIL_TEMPLATE_KEYS,
  mailDraftSchema,
  mailFileSchema,
  mailMessageDetailSchema,
  mailMessageSchema,
  mailPreviewSchema,
  mailSendSchema,
  mailTemplateInputSchema,
  mailTemplateSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, idParamsWith } from '../../lib/route-params';
import { requireChairOfRoute, requireStaff } from '../../auth/guards';
import { staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import {
  listAttachableFiles,
  listMessages,
  listTemplates,
  type MailAuthor,
  type MailScope,
  messageDetail,
  previewMail,
  sendMail,
  updateTemplate,
} from './mail.use-cases';

const tags = ['mail'];

/** The signed-in staff member of a request, as the use cases take them. */
function authorOf(request: FastifyRequest): MailAuthor {
  const staff = staffOf(request);
  return { uid: staff.uid, name: staff.profile.name, ip: request.ip, role: staff.actor.role };
}

/**
 * Mail messages (PRODUCT §5 sender/{id}, §4 Lista «Enviar correo»): a chair writes to their commission's
 * delegates under `/api/commissions/:id/mail`, the Gestor to any delegate under `/api/mail`. Preview for one
 * real recipient, send with the confirmed count, history with each recipient's status.
 */
export function mailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The Gestor, or the Presidente of the route's commission while Presidentes may send mail. */
  const chairOfCommission = requireChairOfRoute(ctx, 'mail.send');
  const gestor = requireStaff(ctx, 'Gestor');
  const writer = requireStaff(ctx, 'Gestor', 'Presidente');
  const chairScope = (id: string): MailScope => ({ commissionId: id });
  const eventScope: MailScope = { commissionId: null };

  return async (app) => {
    // Each sender reads the templates as they may send them (a Presidente kept from personal data: without the link).
    app.get('/api/mail/templates', { onRequest: writer, schema: { tags, response: { 200: z.array(mailTemplateSchema) } } }, (request) =>
      listTemplates(ctx, authorOf(request)),
    );
    app.put(
      '/api/mail/templates/:key',
      {
        onRequest: gestor,
        schema: {
          tags,
          params: z.object({ key: z.enum(MAIL_TEMPLATE_KEYS) }),
          body: mailTemplateInputSchema,
          response: { 200: z.array(mailTemplateSchema) },
        },
      },
      (request) => updateTemplate(ctx, authorOf(request), request.params.key, request.body),
    );

    app.post(
      '/api/commissions/:id/mail/preview',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: mailDraftSchema, response: { 200: mailPreviewSchema } },
      },
      (request) => previewMail(ctx, authorOf(request), chairScope(request.params.id), request.body),
    );
    app.get(
      '/api/commissions/:id/mail/files',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: z.array(mailFileSchema) } } },
      (request) => listAttachableFiles(ctx, chairScope(request.params.id)),
    );
    app.get(
      '/api/commissions/:id/mail/messages',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: z.array(mailMessageSchema) } } },
      (request) => listMessages(ctx, chairScope(request.params.id)),
    );
    app.post(
      '/api/commissions/:id/mail/messages',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: mailSendSchema, response: { 201: mailMessageDetailSchema } },
      },
      async (request, reply) => reply.code(201).send(await sendMail(ctx, authorOf(request), chairScope(request.params.id), request.body)),
    );
    app.get(
      '/api/commissions/:id/mail/messages/:messageId',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('messageId'), response: { 200: mailMessageDetailSchema } } },
      (request) => messageDetail(ctx, chairScope(request.params.id), request.params.messageId),
    );

    app.post(
      '/api/mail/preview',
      { onRequest: gestor, schema: { tags, body: mailDraftSchema, response: { 200: mailPreviewSchema } } },
      (request) => previewMail(ctx, authorOf(request), eventScope, request.body),
    );
    app.get('/api/mail/files', { onRequest: gestor, schema: { tags, response: { 200: z.array(mailFileSchema) } } }, () =>
      listAttachableFiles(ctx, eventScope),
    );
    app.get('/api/mail/messages', { onRequest: gestor, schema: { tags, response: { 200: z.array(mailMessageSchema) } } }, () =>
      listMessages(ctx, eventScope),
    );
    app.post(
      '/api/mail/messages',
      { onRequest: gestor, schema: { tags, body: mailSendSchema, response: { 201: mailMessageDetailSchema } } },
      async (request, reply) => reply.code(201).send(await sendMail(ctx, authorOf(request), eventScope, request.body)),
    );
    app.get(
      '/api/mail/messages/:messageId',
      {
        onRequest: gestor,
        schema: { tags, params: z.object({ messageId: z.string().max(64) }), response: { 200: mailMessageDetailSchema } },
      },
      (request) => messageDetail(ctx, eventScope, request.params.messageId),
    );
  };
}
