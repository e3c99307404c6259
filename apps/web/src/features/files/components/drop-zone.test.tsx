// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { DropZone } from './drop-zone';

afterEach(() => vi.unstubAllGlobals());

describe('the file manager’s drop zone', () => {
  it('says the server’s upload limit, as it is set, before any file is dropped', async () => {
    stubServer(() => ({ body: { maxBytes: 2.5 * 1024 * 1024 } }));
    renderWithApp(<DropZone scope="general" folderId={null} />);
    expect(await screen.findByText('Hasta 2,5 MB por archivo.')).toBeDefined();
  });
});
