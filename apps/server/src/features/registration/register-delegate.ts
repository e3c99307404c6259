import { type DelegatePersonal, registrationAttemptsMessage, registrationSchema } from '@quorum/shared';
import type { z } from 'zod';
import { readPublicFeatures } from '../../domain/access/access-settings';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { assertPublicFormsReady } from '../../domain/event/first-steps';
import { findDelegateByDocument, newDelegateRow } from '../../domain/delegates/delegates.store';
import { templateComposer } from '../../domain/mail/mail-templates';
import { takeFromWindow } from '../../lib/attempt-limit';
import { AppError, RetryLaterError } from '../../lib/errors';
import { readEventTimeZone } from '../../lib/event-name';
import { fieldsOf } from '../../lib/zod-fields';
import { assertRegistrationOpen } from './registration.policy';
import { currentLegalVersion, openCommissions } from './registration.repository';

type Registration = z.output<typeof registrationSchema>;

/**
 * Public pre-registration: window open, the event ready (settings, a commission, legal texts), same legal versions as now, existing commissions, a new
 * document number; creates the delegate and mails the personal link. Returns the first names.
 */
export async function registerDelegate(ctx: AppContext, raw: unknown): Promise<{ firstNames: string }> {
  await assertRegistrationOpen(await readPublicFeatures(ctx.db), () => readEventTimeZone(ctx.db));
  await assertPublicFormsReady(ctx.db);
  const parsed = registrationSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION', undefined, fieldsOf(parsed.error));
  const input: Registration = parsed.data;
  // A form that is out of date is not an attempt; one that could create a row (or reveal a document) is.
  await assertFormCurrent(ctx.db, input);
  await takeRegistrationAttempt(ctx, input);

  const created = await ctx.db.transaction().execute(async (trx) => {
    // Again in the write's transaction: a text published or a commission archived meanwhile is caught.
    await assertFormCurrent(trx, input);
    if (await findDelegateByDocument(trx, input.documentNumber)) throw new AppError('DELEGATE_DUPLICATE');
    const { preferences, termsVersion, privacyVersion, acceptTerms: _t, acceptPrivacy: _p, website: _w, ...personal } = input;
    const row = newDelegateRow(personal satisfies DelegatePersonal, {
      source: 'preinscripcion',
      preferences,
      consentTermsVersion: termsVersion,
      consentPrivacyVersion: privacyVersion,
    });
    try {
      await trx.insertInto('delegate').values(row).execute();
    } catch (error) {
      // Two submissions at once: the unique index on the document number decides.
      if (isUniqueViolation(error)) throw new AppError('DELEGATE_DUPLICATE');
      throw error;
    }
    return row;
  });

  // The Gestor's «bienvenida» template, filled for the new delegate (no commission or delegation yet).
  const welcome = await templateComposer(ctx.db, ctx.config.publicUrl, 'bienvenida');
  await ctx.mailer.send(welcome({ ...created, commissionId: null, commissionName: null, delegationName: null }));
  return { firstNames: created.firstNames };
}

/** The accepted legal versions are the current ones and every preferred commission is open. */
async function assertFormCurrent(db: Executor, input: Registration): Promise<void> {
  const [terms, privacy] = [await currentLegalVersion(db, 'tyc'), await currentLegalVersion(db, 'privacy')];
  if (input.termsVersion !== terms || input.privacyVersion !== privacy) throw new AppError('CONSENT_OUTDATED');
  const commissions = new Set((await openCommissions(db)).map((c) => c.id));
  const unknown = input.preferences.find((id) => !commissions.has(id));
  if (unknown !== undefined)
    throw new AppError('VALIDATION', 'Alguna comisión elegida no existe o ya no está disponible.', {
      preferences: 'Comisión no disponible',
    });
}

/** Attempts one document number or one e-mail may make per window (counters in the database). */
const REGISTRATION_ATTEMPTS = { perKey: 3, windowMs: 10 * 60_000 } as const;

/**
 * Counts the attempt against its document number and its e-mail: a class shares one school network, so the
 * limit follows the person rather than the address (which only has a generous ceiling).
 */
async function takeRegistrationAttempt(ctx: AppContext, input: Registration): Promise<void> {
  const keys = [`registration-document:${input.documentNumber.trim().toUpperCase()}`, `registration-email:${input.email}`];
  for (const key of keys) {
    const retryAt = await takeFromWindow(ctx.db, key, REGISTRATION_ATTEMPTS.perKey, REGISTRATION_ATTEMPTS.windowMs);
    if (retryAt) throw new RetryLaterError(retryAt, { message: registrationAttemptsMessage(retryAt.getTime() - Date.now()) });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(e?.message ?? '');
}
