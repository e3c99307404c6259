import { describe, expect, it } from 'vitest';
import {
  closeRollCallRuling,
  closeSessionRuling,
  markRollCallRuling,
  openRollCallRuling,
  openSessionRuling,
  resumeSessionRuling,
  type SessionStatus,
  suspendSessionRuling,
} from './session';

const open = (status: SessionStatus) => ({ status });
const code = (ruling: { ok: boolean; code?: string }) => (ruling.ok ? 'ok' : ruling.code);

describe('session transitions', () => {
  it('open only when none is open; it starts en curso', () => {
    expect(openSessionRuling(null)).toEqual({ ok: true, value: 'en_curso' });
    expect(code(openSessionRuling(open('en_curso')))).toBe('SESSION_ALREADY_OPEN');
    expect(code(openSessionRuling(open('suspendida')))).toBe('SESSION_ALREADY_OPEN');
  });

  it('suspend only in progress, resume only suspended, close either', () => {
    expect(suspendSessionRuling(open('en_curso'))).toEqual({ ok: true, value: 'suspendida' });
    expect(code(suspendSessionRuling(open('suspendida')))).toBe('SESSION_NOT_IN_PROGRESS');
    expect(resumeSessionRuling(open('suspendida'))).toEqual({ ok: true, value: 'en_curso' });
    expect(code(resumeSessionRuling(open('en_curso')))).toBe('SESSION_NOT_SUSPENDED');
    expect(closeSessionRuling(open('en_curso'))).toEqual({ ok: true, value: 'cerrada' });
    expect(closeSessionRuling(open('suspendida'))).toEqual({ ok: true, value: 'cerrada' });
    for (const ruling of [suspendSessionRuling, resumeSessionRuling, closeSessionRuling])
      expect(code(ruling(null))).toBe('SESSION_NOT_OPEN');
  });

  it('one open roll call at a time; marks only on an open one', () => {
    expect(code(openRollCallRuling(null))).toBe('ok');
    expect(code(openRollCallRuling({ id: 'r' }))).toBe('ROLL_CALL_ALREADY_OPEN');
    expect(code(closeRollCallRuling(null))).toBe('ROLL_CALL_NOT_OPEN');
    expect(code(closeRollCallRuling({ id: 'r' }))).toBe('ok');
    expect(code(markRollCallRuling({ closedAt: null }))).toBe('ok');
    expect(code(markRollCallRuling({ closedAt: '2027-01-01T10:00:00.000Z' }))).toBe('ROLL_CALL_CLOSED');
    expect(code(markRollCallRuling(null))).toBe('ROLL_CALL_NOT_OPEN');
  });
});
