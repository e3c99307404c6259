import {
  type LegalText,
  legalPath,
  PAGE_TIME_ZONE,
  REGISTRATION_OPTIONS_PATH,
  type RegistrationOptions,
  SESSION_PATH,
  type SessionInfo,
  SETTINGS_PATH,
} from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { openRegistration } from './features/registration/test-options';
import { formatDateTime } from './lib/format';
import { renderPage } from './prerender';
import { staffProfile } from './test-utils';

/** A zone no test machine runs in: a moment written in the machine's zone instead would not match. */
const EVENT_ZONE = 'Pacific/Kiritimati';

describe('a page the server renders writes its moments on the clock it was drawn with (PAGE_TIME_ZONE)', () => {
  it('/register, closed, says the registration window on the event’s clock', async () => {
    const closed: RegistrationOptions = {
      ...openRegistration,
      open: false,
      registrationOpen: false,
      registrationStart: '2026-03-01T04:30:00.000Z',
      registrationEnd: '2026-03-10T22:45:00.000Z',
    };
    const page = await renderPage('/register', { [REGISTRATION_OPTIONS_PATH]: closed, [PAGE_TIME_ZONE]: EVENT_ZONE });
    expect(page.body).toContain('La preinscripción está cerrada');
    // Without useMomentText the page says them in the machine's zone, and a reader's browser hydrates another text.
    expect(page.body).toContain(formatDateTime('2026-03-01T04:30:00.000Z', EVENT_ZONE));
    expect(page.body).toContain(formatDateTime('2026-03-10T22:45:00.000Z', EVENT_ZONE));
  });

  it('/tyc says the day its version was published on the event’s clock: 03:30 UTC on 1 March is still 28 February in Bogotá', async () => {
    const text: LegalText = {
      kind: 'tyc',
      version: 3,
      body: 'Al inscribirte aceptas el código de conducta.',
      publishedAt: '2026-03-01T03:30:00.000Z',
    };
    const settings = { name: 'Modelo ONU', shortName: 'MUN', startDate: null, endDate: null, venue: null, city: null, contactEmail: null };
    const page = await renderPage('/tyc', {
      [SETTINGS_PATH]: { ...settings, timeZone: 'America/Bogota', updatedAt: '2026-01-01T00:00:00.000Z' },
      [legalPath('tyc')]: text,
      [PAGE_TIME_ZONE]: 'America/Bogota',
    });
    expect(page.body).toContain('28 de febrero de 2026');
    expect(page.body).not.toContain('1 de marzo de 2026');
  });
});

describe('a staff page the server renders is drawn for the session among its answers (decision 041)', () => {
  const settings = { name: 'Modelo ONU de la puerta', shortName: 'MUN', startDate: null, endDate: null, venue: null, city: null };
  const answers = {
    [SETTINGS_PATH]: { ...settings, contactEmail: null, timeZone: 'America/Bogota', updatedAt: '2026-01-01T00:00:00.000Z' },
    [SESSION_PATH]: {
      user: { id: 'puerta@demo.test', email: 'puerta@demo.test', name: 'Puerta Uno' },
      profile: staffProfile('Logistica', 'Puerta Uno', 'puerta@demo.test'),
    } satisfies SessionInfo,
  };

  it('/staff/finder: the search box, the event in the bar and the account, and no session is left for the next page', async () => {
    const page = await renderPage('/staff/finder', answers);
    expect(page.title).toBe('Buscador Delegados | Quórum');
    expect(page.body).toContain('Buscador de delegados');
    expect(page.body).toContain('type="search"');
    expect(page.body).toContain('Modelo ONU de la puerta');
    expect(page.body).toContain('Puerta Uno');
    // The next page drawn (a public one) is drawn for a visitor without a session: the staff page's guard refuses it.
    await expect(renderPage('/staff/finder', { [SETTINGS_PATH]: answers[SETTINGS_PATH] })).rejects.toThrow();
  });
});
