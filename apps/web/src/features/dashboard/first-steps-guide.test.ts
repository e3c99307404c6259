import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';

/** The operations guide «Primeros pasos» sends whoever runs the server to when PUBLIC_URL is not set. */
const GUIDE = readFileSync(fileURLToPath(new URL('../../../../../docs/operations.md', import.meta.url)), 'utf8');

describe('«Primeros pasos»: the public address step', () => {
  it('names a section docs/operations.md has, which tells how to set PUBLIC_URL, in both languages', () => {
    for (const hint of [es.dashboard.firstSteps.publicUrlHint, en.dashboard.firstSteps.publicUrlHint]) {
      const section = /docs\/operations\.md \([«“](.+?)[»”]\)/.exec(hint)?.[1];
      expect(section, hint).toBeDefined();
      const body = GUIDE.split(`\n## ${section}\n`)[1]?.split('\n## ')[0];
      expect(body, `«${section}» is a section of docs/operations.md`).toBeDefined();
      expect(body).toContain('PUBLIC_URL=https://');
    }
  });
});
