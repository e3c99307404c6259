/**
 * Spanish, the records' part of the catalogue (decision 039): an acta checked at `/verificator?acta=…`, loaded with that
 * view only (i18n/index.ts, `loadRecordsMessages`), so the other pages do not carry it.
 */
export const esRecords = {
  actaVerify: {
    title: 'Verificación de acta',
    intro: 'Comprueba si un acta es la que produjo el registro de su comisión.',
    details: 'Resultado',
    notFound: 'Ninguna comisión tiene un acta con ese código.',
    status: {
      coincide: 'Acta auténtica: coincide con el registro de {{commission}} ({{event}}) hasta la entrada {{entry}}.',
      no_coincide: 'Esta acta no coincide con el registro de {{commission}}: no es la que produjo la sala.',
      registro_alterado: 'El registro de {{commission}} se alteró desde la entrada {{at}}: avisa a la secretaría.',
    },
    later: 'Entradas del registro hoy: {{entries}}; las posteriores a la {{entry}} no están en el acta.',
  },
};
