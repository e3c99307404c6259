import { ERROR_MESSAGES_ES, type ErrorCode, type LiveCommandResult, type LiveState } from '@quorum/shared';
import { expect } from 'vitest';
import { countRows, expectError, type TestApp } from './harness';

let actions = 0;

/** A fresh action id, as a chair's screen makes one. */
export function actionId(): string {
  actions += 1;
  return `action-${actions}-${Date.now()}`;
}

/**
 * A chair's calls on one commission's live session: read the state, send a command, run one on the current
 * version expecting it applied, or expect it refused with its code and Spanish message and nothing changed.
 */
export function liveClient(t: TestApp, commissionId: string, cookie: string) {
  const url = `/api/commissions/${commissionId}/live`;
  const live = async (): Promise<LiveState> => {
    const res = await t.call('GET', url, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LiveState;
  };
  const send = (command: unknown, opts: { version: number; actionId?: string; cookie?: string }) =>
    t.call('POST', `${url}/commands`, {
      cookie: opts.cookie ?? cookie,
      body: { version: opts.version, actionId: opts.actionId ?? actionId(), command },
    });
  const run = async (command: unknown): Promise<LiveCommandResult> => {
    const res = await send(command, { version: (await live()).version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LiveCommandResult;
  };
  /** Everything a refused command must leave as it was. */
  const everything = async () => ({
    state: await live(),
    log: await countRows(t, 'liveLog'),
    sessions: await countRows(t, 'liveSession'),
    rollCalls: await countRows(t, 'rollCall'),
    marks: await t.ctx.db.selectFrom('rollCallMark').selectAll().orderBy('delegateId').execute(),
    audit: await countRows(t, 'auditLog'),
  });
  const refused = async (command: unknown, status: number, code: ErrorCode) => {
    const before = await everything();
    const res = await send(command, { version: before.state.version });
    expectError(res, status, code);
    expect(res.json().message).toBe(ERROR_MESSAGES_ES[code]);
    expect(await everything()).toEqual(before);
  };
  const log = () => t.ctx.db.selectFrom('liveLog').selectAll().where('commissionId', '=', commissionId).orderBy('sequence').execute();
  return { url, live, send, run, everything, refused, log };
}
