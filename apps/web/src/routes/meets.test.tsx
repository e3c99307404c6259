// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import MeetsPage from './meets';

describe('/meets opened from the room screen’s QR code', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('comes with the code typed in, the document left to the delegate', async () => {
    window.history.replaceState({}, '', '/meets?code=K7QF3M');
    renderWithApp(<MeetsPage />, { route: '/meets?code=K7QF3M' });
    expect(await screen.findByDisplayValue('K7QF3M')).toBeTruthy();
  });
});
