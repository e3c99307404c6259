import { describe, expect, it } from 'vitest';
import { createFolderSchema, folderNameProblem, nameKeyOf } from './file-manager';

describe('folder names', () => {
  it('refuse what would walk out of a path or is empty', () => {
    expect(folderNameProblem('../fuera')).toBe('Nombre de la carpeta: no puede contener «/» ni «\\»');
    expect(folderNameProblem('a\\b')).toBe('Nombre de la carpeta: no puede contener «/» ni «\\»');
    expect(folderNameProblem('..')).toBe('Nombre de la carpeta: no puede ser solo puntos');
    expect(folderNameProblem('   ')).toBe('Nombre de la carpeta: obligatorio');
    expect(folderNameProblem('x'.repeat(121))).toMatch(/^Nombre de la carpeta: /);
    expect(folderNameProblem('Guías de estudio')).toBeNull();
  });

  it('are stored NFC and trimmed, and compared without case', () => {
    const parsed = createFolderSchema.parse({ parentId: null, name: '  Gui\u0301as ' });
    expect(parsed.name).toBe('Guías');
    expect(nameKeyOf('GUÍAS')).toBe(nameKeyOf('guías'));
  });
});
