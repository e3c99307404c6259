import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_ESTIMATE_CHARS, PASSWORD_MIN_SCORE, scorePassword } from './password';

describe('scorePassword / isStrongPassword', () => {
  it.each(['password123', 'contraseña1', '1234567890', 'qwertyuiop', 'barcelona2024'])('rejects the guessable %j', (pw) => {
    expect(scorePassword(pw)).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(isStrongPassword(pw)).toBe(false);
  });

  it('accepts a long passphrase', () => {
    expect(scorePassword('vuela-la-garza-sobre-el-río-9')).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(isStrongPassword('el faro ilumina la bahía cuando anochece')).toBe(true);
  });

  it('counts the person’s own name and e-mail as guessable', () => {
    const pw = 'rigobertaquintanilla';
    expect(isStrongPassword(pw)).toBe(true);
    expect(isStrongPassword(pw, ['rigoberta', 'quintanilla'])).toBe(false);
  });
});

describe('the estimate stays bounded', () => {
  it('still sees through the usual l33t disguise', () => {
    expect(isStrongPassword('p4ssw0rd')).toBe(false);
    expect(isStrongPassword('c0ntr4s3ñ4')).toBe(false);
  });

  it('estimates only the first PASSWORD_ESTIMATE_CHARS characters', () => {
    expect(PASSWORD_ESTIMATE_CHARS).toBe(64);
    expect(isStrongPassword(`${'a'.repeat(PASSWORD_ESTIMATE_CHARS)}vuela-la-garza-sobre-el-río-9`)).toBe(false);
    expect(isStrongPassword(`vuela-la-garza-sobre-el-río-9${'a'.repeat(100)}`)).toBe(true);
  });
});
