// @vitest-environment jsdom
import { DEFAULT_PUBLIC_FEATURES } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDataRouter } from '../../../test-utils';
import { PublicFeaturesForm } from './public-features-form';

function renderForm() {
  return renderInDataRouter(
    <>
      <Link to="/elsewhere">Ir a otra página</Link>
      <PublicFeaturesForm initial={DEFAULT_PUBLIC_FEATURES} />
    </>,
  );
}

const unloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => vi.unstubAllGlobals());

describe('PublicFeaturesForm', () => {
  it('lets the Gestor leave freely while nothing is changed', async () => {
    const { user } = renderForm();
    expect(unloadCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(await screen.findByText('Otra página')).toBeDefined();
  });

  it('asks before leaving with a switch changed but not saved, in the app and when closing the tab', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('switch', { name: /Consulta de comisión/ }));
    expect(screen.getByRole('status').textContent).toBe('Hay cambios sin guardar');
    expect(unloadCancelled()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(screen.getByRole('dialog', { name: '¿Salir sin guardar?' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('switch', { name: /Consulta de comisión/ })).toBeDefined();
    expect(screen.queryByText('Otra página')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Otra página')).toBeDefined();
  });

  it('stops asking once the switch is put back', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('switch', { name: /Consulta de comisión/ }));
    await user.click(screen.getByRole('switch', { name: /Consulta de comisión/ }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(unloadCancelled()).toBe(false);
  });
});
