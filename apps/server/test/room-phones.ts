import { expect } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation } from './fixtures';
import type { TestApp } from './harness';
import { actionId } from './live-client';

/** An action id as a phone makes one. */
export const phoneAction = () => `phone-${actionId()}`;

/** Delegations seated in a commission, each with one assigned delegate: by name, the delegation, delegate and personal code. */
export interface PhoneDelegations {
  ids: Record<string, string>;
  delegates: Record<string, string>;
  codes: Record<string, string>;
}

/**
 * Seats one delegation per name in the commission (in that order), each with a delegate whose personal code opens a
 * room pass. `tag` keeps documents and mails apart between the suites that share a database.
 */
export async function seatPhoneDelegations(
  t: TestApp,
  commissionId: string,
  names: readonly string[],
  tag: string,
): Promise<PhoneDelegations> {
  const seated: PhoneDelegations = { ids: {}, delegates: {}, codes: {} };
  for (const [i, name] of names.entries()) {
    const delegationId = await seatDelegation(t, commissionId, name, null, { position: i + 1 });
    const row = await insertDelegate(
      t,
      adultPersonal({ firstNames: name, documentNumber: `${tag}${i}`, email: `${tag.toLowerCase()}${i}@colegio.test` }),
      { status: 'asignado' },
      { commissionId, delegationId },
    );
    seated.ids[name] = delegationId;
    seated.delegates[name] = row.id as string;
    seated.codes[name] = row.personalCode as string;
  }
  return seated;
}

/** A phone's room pass opened with a personal code: its Cookie header. */
export async function openPhone(t: TestApp, code: string): Promise<string> {
  const res = await t.call('POST', '/api/room/pass', { body: { code } });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0] as string;
}

/** Seats one delegation per name in the commission (`seatPhoneDelegations`) and opens a phone for each: its Cookie header by name. */
export async function openPhones(t: TestApp, commissionId: string, names: readonly string[], tag: string): Promise<Record<string, string>> {
  const seated = await seatPhoneDelegations(t, commissionId, names, tag);
  const phones: Record<string, string> = {};
  for (const name of names) phones[name] = await openPhone(t, seated.codes[name] as string);
  return phones;
}
