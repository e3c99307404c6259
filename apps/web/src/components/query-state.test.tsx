// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { renderWithApp } from '../test-utils';
import { QueryView, type ViewableQuery } from './query-state';

function query<T>(state: Partial<ViewableQuery<T>>): ViewableQuery<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryView', () => {
  it('shows a spinner while pending', () => {
    renderWithApp(<QueryView query={query<string[]>({ isPending: true })}>{list}</QueryView>);
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeTruthy();
  });

  it('shows the error message and retries', async () => {
    const failed = query<string[]>({ isError: true, error: new ApiError(0, 'NETWORK', 'Network error') });
    const { user } = renderWithApp(<QueryView query={failed}>{list}</QueryView>);
    expect(screen.getByRole('alert').textContent).toContain('No hay conexión con el servidor.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty text for an empty list', () => {
    renderWithApp(
      <QueryView query={query<string[]>({ data: [] })} empty="No hay comisiones.">
        {list}
      </QueryView>,
    );
    expect(screen.getByText('No hay comisiones.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the data', () => {
    renderWithApp(
      <QueryView query={query({ data: ['ONU', 'OEA'] })} empty="No hay comisiones.">
        {list}
      </QueryView>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ONU', 'OEA']);
    expect(screen.queryByText('No hay comisiones.')).toBeNull();
  });
});
