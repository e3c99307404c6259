// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPapersMessages } from '../../../i18n';
import { renderWithApp } from '../../../test-utils';
import { PaperDownloads } from './paper-downloads';

beforeAll(() => loadPapersMessages());

describe('PaperDownloads', () => {
  it('links a phone to the room’s files of the paper and the chair to the commission’s, each saved by the browser', () => {
    renderWithApp(
      <>
        <PaperDownloads source={{ kind: 'room' }} paperId="p1" />
        <PaperDownloads source={{ kind: 'commission', commissionId: 'c1' }} paperId="p1" />
      </>,
    );
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')]);
    expect(links).toEqual([
      ['Descargar PDF', '/api/room/papers/p1/download?format=pdf', true],
      ['Descargar DOCX', '/api/room/papers/p1/download?format=docx', true],
      ['Descargar PDF', '/api/commissions/c1/papers/p1/download?format=pdf', true],
      ['Descargar DOCX', '/api/commissions/c1/papers/p1/download?format=docx', true],
    ]);
  });
});
