import { FLOOR_EVENTS } from './procedure/floor-events';

/**
 * Live sessions: the name of a commission's live log entry, of its audit entry and of its live update —
 * sessions, roll calls, the floor's commands (`procedure/floor.ts`) and undo. Part of the one list of event names
 * (events.ts), in a module of its own: the live client (the chair's console) reads these without the audit's list.
 */
export const LIVE_SESSION_EVENTS = [
  'session.opened',
  'session.suspended',
  'session.resumed',
  'session.closed',
  'rollcall.opened',
  'rollcall.closed',
  'rollcall.answered',
  ...FLOOR_EVENTS,
  // the chair's ruling on a request from a phone that changes nothing on the floor (decision 037)
  'request.granted',
  'request.ruled_out',
  // a working paper changed by its commission's chair (a sponsor's phone is not audited: its versions say who saved)
  'working_paper.saved',
  'working_paper.sponsor_added',
  'working_paper.approved',
  'working_paper.amendment_decided',
  'working_paper.division_moved',
  'working_paper.division_voted',
  'working_paper.voted',
  'working_paper.published',
  'action.undone',
] as const;
