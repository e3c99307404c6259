// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { FileDrop } from './file-drop';

describe('the school load’s file field', () => {
  it('says how large a spreadsheet may be before one is chosen', () => {
    renderWithApp(<FileDrop file={null} onPick={() => {}} inputRef={createRef()} />);
    expect(screen.getByText('Hasta 10 MB por archivo.')).toBeDefined();
  });
});
