// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { lazyDialog, lazySection } from './on-demand';

/** A component module whose import the test settles by hand. */
function heldModule(text: string) {
  let settle!: () => void;
  const arrived = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const load = vi.fn(() => arrived.then(() => () => <p>{text}</p>));
  return { load, settle };
}

describe('parts loaded on demand', () => {
  it('starts loading a dialog with the first touch on the page, before it opens', async () => {
    const { load, settle } = heldModule('Nuevo usuario');
    const Dialog = lazyDialog(load);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    renderWithApp(<Dialog />);
    // Until its module is there, the backdrop shows that something is coming.
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeTruthy();
    await act(async () => settle());
    expect(await screen.findByText('Nuevo usuario')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a section’s place with a skeleton until it arrives', async () => {
    const { load, settle } = heldModule('Plantillas de correo');
    const Section = lazySection(load, 320);
    const { container } = renderWithApp(<Section />);
    expect(load).toHaveBeenCalledTimes(1);
    const skeleton = container.querySelector('.MuiSkeleton-root') as HTMLElement;
    expect(skeleton.style.height).toBe('320px');
    await act(async () => settle());
    expect(await screen.findByText('Plantillas de correo')).toBeTruthy();
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
  });
});
