import type { DelegatePersonal } from '@quorum/shared';

/** An adult test delegate's personal data (seeding scripts of the specs): the names and document given, the rest fixed. */
export function seedPersonal(firstNames: string, lastNames: string, documentNumber: string): DelegatePersonal {
  return {
    firstNames,
    lastNames,
    documentType: 'CC',
    documentNumber,
    birthDate: '2001-04-12',
    email: `${documentNumber.toLowerCase()}@correo.demo.quorum.test`,
    phone: '300 123 4567',
    institution: 'Colegio de Pruebas',
    grade: '11',
    guardianName: null,
    guardianPhone: null,
  };
}
