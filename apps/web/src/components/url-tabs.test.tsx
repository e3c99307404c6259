// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { type UrlTab, UrlTabs } from './url-tabs';

const TABS: UrlTab[] = [
  { value: 'uno', label: 'Uno' },
  { value: 'dos', label: 'Dos' },
  { value: 'tres', label: 'Tres' },
];

function Page({ loading = false }: { loading?: boolean }) {
  const location = useLocation();
  return (
    <>
      <UrlTabs label="Secciones" tabs={loading ? undefined : TABS} fallback="uno">
        {(tab) => <p>Panel {tab}</p>}
      </UrlTabs>
      <output>{location.search}</output>
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('UrlTabs', () => {
  it('opens the tab the address names, and writes the chosen tab in it', async () => {
    const { user } = renderWithApp(<Page />, { route: '/listas?tab=dos&q=x' });
    expect(selected()).toBe('Dos');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel dos');
    await user.click(screen.getByRole('tab', { name: 'Tres' }));
    expect(selected()).toBe('Tres');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel tres');
    expect(screen.getByRole('status').textContent).toBe('?tab=tres&q=x');
  });

  it('falls back to its first tab when the address names none or an unknown one', () => {
    renderWithApp(<Page />, { route: '/listas?tab=borrada' });
    expect(selected()).toBe('Uno');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel uno');
  });

  it('scrolls sideways rather than wrapping, and trusts the address while its tabs load', () => {
    const { rerender } = renderWithApp(<Page loading />, { route: '/listas?tab=tres' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel tres');
    rerender(<Page />);
    expect(screen.getByRole('tablist', { name: 'Secciones' }).closest('.MuiTabs-scrollableX')).not.toBeNull();
    expect(selected()).toBe('Tres');
  });
});
