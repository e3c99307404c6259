import type { esRecords } from './es-records';
import type { Messages } from './types';

/** English, the records' part of the catalogue (same sections as es-records.ts). */
export const enRecords: Messages<typeof esRecords> = {
  advisorView: {
    title: 'Your institution at the event',
    intro: 'Your institution’s delegates: where they sit, their attendance and how they take part. It updates by itself.',
    noCode: 'Open the link the event’s organisers gave you.',
    gone: 'This advisor link does not exist or is no longer valid. Ask the organisers for a new one.',
    school: '{{institution}} · {{event}}',
    none: 'Your institution has no delegates yet.',
    unassigned: 'No commission yet',
    seat: '{{commission}} · {{delegation}}',
    attendance: 'Attendance at roll calls: {{present}} of {{rollCalls}}',
    noRollCall: 'Attendance: no roll call yet',
    speaking: 'Their delegation’s speeches: {{speeches}} · Time: {{time}} · {{share}} % of the commission’s time',
    warnings: 'Their delegation’s warnings',
    warning: '{{level}}: {{reason}}',
    awards: 'Awards',
    certificate: 'Certificate: {{title}}',
    levels: { verbal: 'Verbal', escrita: 'Written', expulsion: 'Expelled from the session' },
  },
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
