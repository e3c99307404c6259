/**
 * Spanish, the records' part of the catalogue (decision 039): an acta checked at `/verificator?acta=…`, loaded with that
 * view only (i18n/index.ts, `loadRecordsMessages`), so the other pages do not carry it.
 */
export const esRecords = {
  advisorView: {
    title: 'Tu institución en el evento',
    intro: 'Los delegados de tu institución: dónde están, su asistencia y cómo participan. Se actualiza solo.',
    noCode: 'Abre el enlace que te dio la organización del evento.',
    gone: 'Este enlace de asesor no existe o ya no está en vigor. Pide uno nuevo a la organización.',
    school: '{{institution}} · {{event}}',
    none: 'Tu institución aún no tiene delegados.',
    unassigned: 'Sin comisión todavía',
    seat: '{{commission}} · {{delegation}}',
    attendance: 'Asistencia a los llamados a lista: {{present}} de {{rollCalls}}',
    noRollCall: 'Asistencia: aún no hubo llamado a lista',
    speaking: 'Intervenciones de su delegación: {{speeches}} · Tiempo: {{time}} · {{share}} % del tiempo de la comisión',
    warnings: 'Amonestaciones de su delegación',
    warning: '{{level}}: {{reason}}',
    awards: 'Premios',
    certificate: 'Certificado: {{title}}',
    levels: { verbal: 'Verbal', escrita: 'Escrita', expulsion: 'Expulsión de la sesión' },
  },
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
