import { describe, expect, it } from 'vitest';
import { memberStatesDoNotFitMessage } from './assignment';
import { accountGuessesMessage, countText } from './errors';

describe('counts in the server’s Spanish texts', () => {
  it('name one thing in the singular and two in the plural', () => {
    expect(countText(1, 'fila', 'filas')).toBe('1 fila');
    expect(countText(2, 'fila', 'filas')).toBe('2 filas');
    expect(countText(0, 'fila', 'filas')).toBe('0 filas');
  });

  it('read right in the messages that carry a count', () => {
    expect(memberStatesDoNotFitMessage(1, 1)).toBe(
      'Falta 1 Estado miembro y la comisión tiene 1 plaza libre: aumenta la capacidad o completa solo hasta la capacidad.',
    );
    expect(memberStatesDoNotFitMessage(2, 2)).toBe(
      'Faltan 2 Estados miembros y la comisión tiene 2 plazas libres: aumenta la capacidad o completa solo hasta la capacidad.',
    );
    expect(accountGuessesMessage(1)).toContain('en 1 minuto.');
    expect(accountGuessesMessage(90_000)).toContain('en 2 minutos.');
  });
});
