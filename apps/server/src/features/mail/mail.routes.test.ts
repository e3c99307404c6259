import {
  DEFAULT_MAIL_TEMPLATES,
  type Delegation,
  ERROR_MESSAGES_ES,
  escapeHtml,
  type MailMessage,
  type MailMessageDetail,
  type MailPreview,
  type MailTemplate,
  personalLink,
} from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditOf, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { adultPersonal, insertDelegate, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { readableMail, type FakeSmtp, startFakeSmtp } from '../../../test/smtp-fake';

describe.each(DATABASES)('mail messages (%s)', (kind) => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  let co: Delegation;
  let fr: Delegation;
  let cl: Delegation;
  const ids: Record<string, string> = {};

  const add = async (commissionId: string, name: string) =>
    (await t.call('POST', `/api/commissions/${commissionId}/delegations`, { cookie: gestor.cookie, body: { name } })).json() as Delegation;
  const seat = async (key: string, firstNames: string, commissionId: string, delegationId: string | null, status = 'asignado') => {
    const row = await insertDelegate(
      t,
      adultPersonal({ firstNames, lastNames: key, documentNumber: `DOC${key}`, email: `${key.toLowerCase()}@colegio.test` }),
      { status: status as 'asignado' },
      { commissionId, delegationId },
    );
    ids[key] = row.id as string;
  };
  const draft = (recipients: unknown, extra: Record<string, unknown> = {}) => ({
    subject: 'Agenda de {{comision}}',
    body: 'Hola **{{nombre}}**, representas a {{delegacion}} en {{comision}}.',
    recipients,
    ...extra,
  });
  /** A draft with each recipient's personal link, which opens their personal data. */
  const withLink = (recipients: unknown, extra: Record<string, unknown> = {}) => ({
    ...draft(recipients, extra),
    body: 'Hola **{{nombre}}**, representas a {{delegacion}} en {{comision}}.\n\nTu enlace: {{enlace_personal}}',
  });
  const personalCodeOf = async (id: string) =>
    (await t.ctx.db.selectFrom('delegate').select('personalCode').where('id', '=', id).executeTakeFirstOrThrow()).personalCode;
  const linkOf = async (id: string) => personalLink(t.ctx.config.publicUrl, await personalCodeOf(id));
  const chairUrl = (commissionId = a.id) => `/api/commissions/${commissionId}/mail`;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '60000' });
    ({ gestor, logistica, chair, otherChair, a, b } = await seedTwoCommissions(t));
    co = await add(a.id, 'Colombia');
    fr = await add(a.id, 'Francia');
    cl = await add(b.id, 'Chile');
    await seat('Arias', 'Lucía', a.id, co.id);
    await seat('Bernal', '<b>Mateo</b> & Co', a.id, co.id);
    await seat('Castro', 'Sara', a.id, fr.id);
    await seat('Duarte', 'Tomás', a.id, fr.id, 'retirado');
    await seat('Zapata', 'Ajeno', b.id, cl.id);
  });
  afterAll(async () => {
    await t?.destroy();
    await smtp?.close();
  });

  it('previews the message for one real recipient with the count, placeholders filled and escaped in the HTML', async () => {
    const res = await t.call('POST', `${chairUrl()}/preview`, { cookie: chair.cookie, body: draft({ kind: 'commission' }) });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as MailPreview;
    expect(preview.count).toBe(3); // the withdrawn delegate gets nothing
    expect(preview.recipient).toEqual({ name: 'Lucía Arias', email: 'arias@colegio.test' });
    expect(preview.subject).toBe('Agenda de Asamblea General');
    expect(preview.html).toContain('<strong>Lucía Arias</strong>');
    expect(preview.html).toContain('Colombia');
    expect(preview.text).toContain('Hola **Lucía Arias**');

    const byHand = await t.call('POST', `${chairUrl()}/preview`, {
      cookie: chair.cookie,
      body: draft({ kind: 'delegates', delegateIds: [ids.Bernal] }),
    });
    const html = (byHand.json() as MailPreview).html;
    expect(html).toContain('&lt;b&gt;Mateo&lt;/b&gt; &amp; Co Bernal');
    expect(html).not.toContain('<b>Mateo');
  });

  it('shows the Gestor a stand-in for the personal link in the preview, never the link', async () => {
    const recipients = { kind: 'delegates', delegateIds: [ids.Arias] };
    const res = await t.call('POST', '/api/mail/preview', { cookie: gestor.cookie, body: withLink(recipients) });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as MailPreview;
    expect(preview.text).toContain('Tu enlace: [enlace personal: se envía solo en el correo]');
    expect(preview.html).toContain('[enlace personal: se envía solo en el correo]');
    expect(res.body).not.toContain(await personalCodeOf(ids.Arias as string));
    expect(res.body).not.toContain('/verificator');
  });

  it('refuses the personal link to a Presidente while Permisos keep personal data from chairs, in Spanish, sending nothing', async () => {
    const before = smtp.received.length;
    const recipients = { kind: 'delegates', delegateIds: [ids.Arias] };
    for (const [url, body] of [
      [`${chairUrl()}/preview`, withLink(recipients)],
      [`${chairUrl()}/messages`, withLink(recipients, { confirmedCount: 1 })],
      [`${chairUrl()}/preview`, { ...draft(recipients), subject: 'Tu enlace {{ enlace_personal }}' }],
    ] as const) {
      const res = await t.call('POST', url, { cookie: chair.cookie, body });
      expectError(res, 403, 'MAIL_PERSONAL_LINK_FORBIDDEN');
      expect(res.json().message).toBe(ERROR_MESSAGES_ES.MAIL_PERSONAL_LINK_FORBIDDEN);
      expect(res.body).not.toContain(await personalCodeOf(ids.Arias as string));
    }
    expect(await t.ctx.db.selectFrom('mailMessage').selectAll().execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it('gives a Presidente kept from personal data the templates without the personal link, ready to preview', async () => {
    const list = async (cookie: string) => (await t.call('GET', '/api/mail/templates', { cookie })).json() as MailTemplate[];
    const forChair = Object.fromEntries((await list(chair.cookie)).map((d) => [d.key, d]));
    expect(forChair.asignacion).toMatchObject({
      subject: DEFAULT_MAIL_TEMPLATES.asignacion.subject,
      body: 'Hola, {{nombre}}:\n\nRepresentarás a **{{delegacion}}** en **{{comision}}**.',
      withoutPersonalLink: true,
    });
    expect(forChair.certificado?.body).toBe('Hola, {{nombre}}:\n\nGracias por participar en {{comision}} de {{evento}}.');
    expect(forChair.recordatorio).toMatchObject({ ...DEFAULT_MAIL_TEMPLATES.recordatorio, withoutPersonalLink: false });
    const { subject, body } = forChair.asignacion as MailTemplate;
    const res = await t.call('POST', `${chairUrl()}/preview`, {
      cookie: chair.cookie,
      body: { subject, body, recipients: { kind: 'delegates', delegateIds: [ids.Arias] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as MailPreview).text).toBe('Hola, Lucía Arias:\n\nRepresentarás a **Colombia** en **Asamblea General**.');
    // The Gestor, who may send personal links, reads the templates as written.
    for (const d of await list(gestor.cookie)) expect(d).toMatchObject({ ...DEFAULT_MAIL_TEMPLATES[d.key], withoutPersonalLink: false });
  });

  it('refuses a chair recipients outside their commission with 403 and a Spanish message, sending nothing', async () => {
    const before = smtp.received.length;
    for (const recipients of [
      { kind: 'delegations', delegationIds: [co.id, cl.id] },
      { kind: 'delegates', delegateIds: [ids.Arias, ids.Zapata] },
      { kind: 'commission', commissionId: b.id },
    ]) {
      const res = await t.call('POST', `${chairUrl()}/messages`, { cookie: chair.cookie, body: draft(recipients, { confirmedCount: 2 }) });
      expectError(res, 403, 'MAIL_OUTSIDE_COMMISSION');
      expect(res.json().message).toBe('Solo puedes escribir a delegados de tu comisión.');
    }
    expectError(await t.call('GET', `${chairUrl()}/messages`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', `${chairUrl()}/messages`, { cookie: logistica.cookie }), 403, 'FORBIDDEN');
    expect(await t.ctx.db.selectFrom('mailMessage').selectAll().execute()).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it('sends nothing when the confirmed count is no longer the number of recipients', async () => {
    const res = await t.call('POST', `${chairUrl()}/messages`, {
      cookie: chair.cookie,
      body: draft({ kind: 'delegations', delegationIds: [co.id] }, { confirmedCount: 5 }),
    });
    expectError(res, 409, 'MAIL_RECIPIENTS_CHANGED');
    expect(await t.ctx.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);
  });

  it('sends to a delegation: each recipient gets their own mail, and the history shows each one enviado', async () => {
    const res = await t.call('POST', `${chairUrl()}/messages`, {
      cookie: chair.cookie,
      body: draft({ kind: 'delegations', delegationIds: [co.id] }, { confirmedCount: 2 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as MailMessageDetail;
    expect(sent.recipientCount).toBe(2);
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.endsWith('@colegio.test'))).toHaveLength(2), { timeout: 5_000 });
    const lucia = readableMail(smtp.received.find((m) => m.to === 'arias@colegio.test')?.raw ?? '');
    expect(lucia).toContain('Subject: Agenda de Asamblea General');
    expect(lucia).toContain('Hola **Lucía Arias**, representas a Colombia en Asamblea General.');
    expect(lucia).toContain('<strong>Lucía Arias</strong>');
    const mateo = readableMail(smtp.received.find((m) => m.to === 'bernal@colegio.test')?.raw ?? '');
    expect(mateo).toContain('&lt;b&gt;Mateo&lt;/b&gt; &amp; Co Bernal');

    const detail = await vi.waitFor(async () => {
      const d = (await t.call('GET', `${chairUrl()}/messages/${sent.id}`, { cookie: chair.cookie })).json() as MailMessageDetail;
      expect(d.statuses).toEqual({ pendiente: 0, enviado: 2, fallido: 0 });
      return d;
    });
    expect(detail.recipients.map((r) => [r.name, r.email, r.status])).toEqual([
      ['Lucía Arias', 'arias@colegio.test', 'enviado'],
      ['<b>Mateo</b> & Co Bernal', 'bernal@colegio.test', 'enviado'],
    ]);
    const history = (await t.call('GET', `${chairUrl()}/messages`, { cookie: chair.cookie })).json() as MailMessage[];
    expect(history.map((m) => [m.subject, m.recipientCount, m.recipientsKind])).toEqual([['Agenda de {{comision}}', 2, 'delegations']]);
    // Another commission's chair sees neither the history nor the message.
    const otherHistory = (await t.call('GET', `${chairUrl(b.id)}/messages`, { cookie: otherChair.cookie })).json();
    expect(otherHistory).toEqual([]);
    expectError(await t.call('GET', `${chairUrl(b.id)}/messages/${sent.id}`, { cookie: otherChair.cookie }), 404, 'NOT_FOUND');
    expect((await auditOf(t, gestor.cookie)).some((e) => e.action === 'mail.sent' && e.entityId === sent.id)).toBe(true);
  });

  it('lets the Gestor write to delegates of any commission picked by hand, each mail with its own personal link', async () => {
    const recipients = { kind: 'delegates', delegateIds: [ids.Castro, ids.Zapata] };
    const preview = (
      await t.call('POST', '/api/mail/preview', { cookie: gestor.cookie, body: withLink(recipients) })
    ).json() as MailPreview;
    expect(preview.count).toBe(2);
    const res = await t.call('POST', '/api/mail/messages', { cookie: gestor.cookie, body: withLink(recipients, { confirmedCount: 2 }) });
    expect(res.statusCode, res.body).toBe(201);
    // The queued mails carry the real links, each recipient's own.
    const queued = await t.ctx.db.selectFrom('mailOutbox').select(['to', 'text', 'html']).where('messageId', '=', res.json().id).execute();
    const castro = queued.find((m) => m.to === 'castro@colegio.test');
    expect(castro?.text).toContain(`Tu enlace: ${await linkOf(ids.Castro as string)}`);
    expect(castro?.html).toContain(escapeHtml(await linkOf(ids.Castro as string)));
    expect(castro?.text).not.toContain('[enlace personal');
    expect(queued.find((m) => m.to === 'zapata@colegio.test')?.text).toContain(await linkOf(ids.Zapata as string));
    await vi.waitFor(() => expect(smtp.received.some((m) => m.to === 'zapata@colegio.test')).toBe(true), { timeout: 5_000 });
    const zapata = readableMail(smtp.received.find((m) => m.to === 'zapata@colegio.test')?.raw ?? '');
    expect(zapata).toContain('representas a Chile en Consejo de Seguridad');
    expect(zapata).toContain(await linkOf(ids.Zapata as string));
    const all = (await t.call('GET', '/api/mail/messages', { cookie: gestor.cookie })).json() as MailMessage[];
    expect(all).toHaveLength(2);
    expectError(await t.call('POST', '/api/mail/preview', { cookie: chair.cookie, body: draft(recipients) }), 403, 'FORBIDDEN');
  });

  it('keeps the Gestor’s templates: defaults first, a change audited and read by chairs', async () => {
    const list = async (cookie: string) => (await t.call('GET', '/api/mail/templates', { cookie })).json() as MailTemplate[];
    const defaults = await list(chair.cookie);
    expect(defaults.map((d) => [d.key, d.updatedAt])).toEqual([
      ['bienvenida', null],
      ['asignacion', null],
      ['certificado', null],
      ['recordatorio', null],
    ]);
    expect(defaults[1]?.body).toContain('{{delegacion}}');
    const body = { subject: 'Recordatorio: sesión de {{comision}}', body: 'Hola {{nombre}}, mañana a las 8.' };
    expectError(await t.call('PUT', '/api/mail/templates/recordatorio', { cookie: chair.cookie, body }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/mail/templates', { cookie: logistica.cookie }), 403, 'FORBIDDEN');
    expectError(
      await t.call('PUT', '/api/mail/templates/recordatorio', { cookie: gestor.cookie, body: { ...body, subject: '' } }),
      400,
      'VALIDATION',
    );
    const res = await t.call('PUT', '/api/mail/templates/recordatorio', { cookie: gestor.cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    const changed = (await list(chair.cookie)).find((d) => d.key === 'recordatorio');
    expect(changed).toMatchObject({ subject: body.subject, body: body.body });
    expect(changed?.updatedAt).not.toBeNull();
    expect((await auditOf(t, gestor.cookie)).some((e) => e.action === 'mail.template_updated' && e.entityId === 'recordatorio')).toBe(true);
  });

  it('lets a Presidente send the personal link once Permisos let Presidentes edit personal data, the preview still without it', async () => {
    const on = await t.call('PUT', '/api/access/capabilities', {
      cookie: gestor.cookie,
      body: { role: 'Presidente', capability: 'delegates.editPersonalData', enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const recipients = { kind: 'delegates', delegateIds: [ids.Arias] };
    const preview = await t.call('POST', `${chairUrl()}/preview`, { cookie: chair.cookie, body: withLink(recipients) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as MailPreview).text).toContain('[enlace personal: se envía solo en el correo]');
    expect(preview.body).not.toContain(await personalCodeOf(ids.Arias as string));
    const res = await t.call('POST', `${chairUrl()}/messages`, { cookie: chair.cookie, body: withLink(recipients, { confirmedCount: 1 }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(await personalCodeOf(ids.Arias as string));
    const queued = await t.ctx.db.selectFrom('mailOutbox').select('text').where('messageId', '=', res.json().id).executeTakeFirstOrThrow();
    expect(queued.text).toContain(`Tu enlace: ${await linkOf(ids.Arias as string)}`);
    await t.call('PUT', '/api/access/capabilities', {
      cookie: gestor.cookie,
      body: { role: 'Presidente', capability: 'delegates.editPersonalData', enabled: false },
    });
  });

  it('refuses a Presidente when the Gestor switched mail.send off for Presidentes', async () => {
    const off = await t.call('PUT', '/api/access/capabilities', {
      cookie: gestor.cookie,
      body: { role: 'Presidente', capability: 'mail.send', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expectError(
      await t.call('POST', `${chairUrl()}/preview`, { cookie: chair.cookie, body: draft({ kind: 'commission' }) }),
      403,
      'FORBIDDEN',
    );
  });
});
