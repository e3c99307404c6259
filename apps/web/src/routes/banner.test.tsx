// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../test-utils';
import BannerPage from './banner';

afterEach(() => vi.unstubAllGlobals());

describe('/banner/:id', () => {
  it('tells a screen without a valid projection code (nor a chair’s session) that it has no access', async () => {
    const server = stubServer(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'No tienes permiso.' } }));
    renderWithApp(
      <Routes>
        <Route path="/banner/:id" element={<BannerPage />} />
      </Routes>,
      { route: '/banner/c1' },
    );
    expect(await screen.findByText(/Esta pantalla no tiene acceso a la comisión/)).toBeTruthy();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/banner/c1/live']);
  });
});
