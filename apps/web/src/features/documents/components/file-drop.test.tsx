// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { FileDrop } from './file-drop';

afterEach(() => vi.unstubAllGlobals());

describe('a document’s file field', () => {
  it('says the server’s upload limit before a file is chosen', async () => {
    const { requests } = stubServer(() => ({ body: { maxBytes: 25 * 1024 * 1024 } }));
    renderWithApp(<FileDrop file={null} onFile={() => {}} progress={null} />);
    expect(await screen.findByText('Hasta 25 MB por archivo.')).toBeDefined();
    expect(requests.map((r) => r.url)).toEqual(['/api/profile/upload-limit']);
  });
});
