import type { RegistrationOptions } from '@quorum/shared';

/** Tests' registration options: the window open, the event ready, one commission, both legal texts published. */
export const openRegistration: RegistrationOptions = {
  open: true,
  ready: true,
  notReadyMessage: null,
  registrationOpen: true,
  registrationStart: null,
  registrationEnd: null,
  commissions: [{ id: 'c1', name: 'Asamblea General', acronym: 'AG', topics: [] }],
  termsVersion: 1,
  privacyVersion: 1,
};
