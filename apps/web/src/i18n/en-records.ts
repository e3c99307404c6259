import type { esRecords } from './es-records';
import type { Messages } from './types';

/** English, the records' part of the catalogue (same sections as es-records.ts). */
export const enRecords: Messages<typeof esRecords> = {
  actaVerify: {
    title: 'Minutes verification',
    intro: 'Check whether a set of minutes is the one its commission’s log produced, entry by entry.',
    details: 'Result',
    notFound: 'No commission has minutes with that code. Check the address printed on the minutes.',
    status: {
      coincide: 'Authentic minutes: they match the log of {{commission}} ({{event}}) up to entry {{entry}}.',
      no_coincide: 'These minutes do not match the log of {{commission}}: they are not the ones the room produced, or they were changed.',
      registro_alterado:
        'The log of {{commission}} was altered from entry {{at}}: these minutes cannot be confirmed. Tell the event’s secretariat.',
    },
    later: 'Entries in the log today: {{entries}}. What happened after entry {{entry}} is not in these minutes.',
  },
};
