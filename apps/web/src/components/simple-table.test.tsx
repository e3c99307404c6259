// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { type Column, SimpleTable } from './simple-table';

interface Row {
  id: string;
  name: string;
  seats: number;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Comisión', cell: (row) => row.name },
  { key: 'seats', header: 'Cupos', cell: (row) => row.seats, align: 'right' },
];

describe('SimpleTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderWithApp(<SimpleTable label="Comisiones" columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="No hay comisiones." />);
    const table = screen.getByRole('table', { name: 'Comisiones' });
    expect(within(table).getByRole('cell').textContent).toBe('No hay comisiones.');
  });

  it('shows one row per item under the column headers', () => {
    const rows = [
      { id: '1', name: 'Asamblea General', seats: 30 },
      { id: '2', name: 'Consejo de Seguridad', seats: 15 },
    ];
    renderWithApp(<SimpleTable label="Comisiones" columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="No hay comisiones." />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Comisión', 'Cupos']);
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Asamblea General', '30']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Consejo de Seguridad', '15']);
    expect(screen.queryByText('No hay comisiones.')).toBeNull();
  });
});
