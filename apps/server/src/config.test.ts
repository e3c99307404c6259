import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACTA_PDF_MAX_LINES, MAX_LOAD_ROWS } from '@quorum/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Tests pass small ceilings in (test/harness.ts) and the benches measure the real sizes: here, that an
// unconfigured server keeps the real ones.
describe('the configuration an unconfigured server starts with', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'una-clave-de-sesion-de-prueba-0123456789' });

  it("lets a venue's check-in morning through: 3,000 look-ups from one address in the hour, 150 of them typos", () => {
    expect(config.publicLookups.perAddressPerHour).toBeGreaterThanOrEqual(3000);
    expect(config.publicLookups.failedPerAddressPerHour).toBeGreaterThanOrEqual(150);
    expect(config.publicLookups).toEqual({ perAddressPerHour: 6000, failedPerAddressPerHour: 300 });
  });

  it('keeps the real ceilings of the acta PDF, the spreadsheet rows and a chair’s commands', () => {
    expect(config.actaPdfMaxLines).toBe(ACTA_PDF_MAX_LINES);
    expect(ACTA_PDF_MAX_LINES).toBe(10_000);
    expect(config.loadFileMaxRows).toBe(MAX_LOAD_ROWS);
    expect(config.passwordHashCost).toBe('standard');
    expect(MAX_LOAD_ROWS).toBe(5000);
    expect(config.live.commandsPerMinute).toBe(600);
    // Background threads yield to requests unless the server is told otherwise (the test suite is).
    expect(config.backgroundNice).toBe(10);
  });
});
