import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('drops query strings, where searches carry names and documents', () => {
    expect(redactUrl('/api/finder?q=gómez%201002003')).toBe('/api/finder');
    expect(redactUrl('/api/delegates?q=ana&status=verificado')).toBe('/api/delegates');
  });
  it('hides personal and load codes in paths', () => {
    expect(redactUrl('/api/verification/ABCDEF234567/confirm')).toBe('/api/verification/:redacted/confirm');
    expect(redactUrl('/api/load/HR8JUEJWZ3/save')).toBe('/api/load/:redacted/save');
    expect(redactUrl('/api/finder/code/ABCDEF234567')).toBe('/api/finder/code/:redacted');
  });
  it('keeps ordinary paths', () => {
    expect(redactUrl('/api/commissions/123/delegations')).toBe('/api/commissions/123/delegations');
  });
});
