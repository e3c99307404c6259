// @vitest-environment jsdom
import { CAPABILITIES, type MyCapabilities, type Role } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../data/session';
import { renderWithApp, signInAs, stubServer } from '../../../test-utils';
import { MessageFields } from './message-fields';

/** The placeholders listed under the body for `role`, Permisos answering `capabilities`. */
async function listedFor(role: Role, capabilities: Partial<MyCapabilities>) {
  signInAs(role, 'Ana');
  const answer = { ...Object.fromEntries(CAPABILITIES.map((c) => [c, true])), ...capabilities };
  stubServer(({ url }) => ({ body: url === '/api/profile/capabilities' ? answer : {} }));
  renderWithApp(<MessageFields subject="" body="" onSubject={() => {}} onBody={() => {}} />);
  return screen.findByText(/^Puedes usar/);
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('MessageFields', () => {
  it('does not offer a Presidente the personal link while Permisos keep personal data from chairs', async () => {
    const help = await listedFor('Presidente', { 'delegates.editPersonalData': false });
    expect(help.textContent).toContain('{{nombre}}');
    expect(help.textContent).not.toContain('{{enlace_personal}}');
  });

  it('offers the personal link to the Gestor', async () => {
    const help = await listedFor('Gestor', {});
    expect(help.textContent).toContain('{{enlace_personal}}');
  });
});
