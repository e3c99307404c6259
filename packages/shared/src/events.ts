import { LIVE_SESSION_EVENTS } from './live-session-events';

export { LIVE_SESSION_EVENTS } from './live-session-events';

/**
 * The one list of event names: every action the audit log records (`entity.verb_in_past`, dotted
 * lowercase). The server's audit helper only accepts these, so a misspelt name does not compile.
 */
export const AUDIT_EVENTS = [
  // staff accounts and profiles
  'user.created',
  'user.updated',
  'user.enabled',
  'user.disabled',
  'user.password_reset_sent',
  'profile.updated',
  'profile.password_changed',
  'profile.session_ended',
  // commissions and their delegations
  'commission.created',
  'commission.updated',
  'commission.settings_changed',
  'commission.archived',
  'commission.unarchived',
  'commission.projection_code_regenerated',
  'commission.chairs_changed',
  'delegation.created',
  'delegation.updated',
  'delegation.deleted',
  'delegation.reordered',
  'delegation.member_states_added',
  // delegates
  'delegate.updated',
  'delegate.status_changed',
  'delegate.assigned',
  'delegate.self_corrected',
  'delegate.self_verified',
  'delegate.checked_in',
  'delegate.check_in_undone',
  'delegate.kit_updated',
  'delegate.notes_updated',
  'delegate.personal_data_exported',
  'delegate.personal_code_renewed',
  'delegate.erased',
  'delegate.room_devices_ended',
  'assignment.auto_ran',
  // school loads
  'load.saved',
  'load_code.created',
  'load_code.revoked',
  // event settings and access switches
  'settings.updated',
  'settings.motions_updated',
  'legal.published',
  'access.capability_changed',
  'access.public_features_changed',
  // award categories (Gestor) and a commission's awards
  'award_category.created',
  'award_category.updated',
  'award_category.deleted',
  'award_category.reordered',
  'award.assigned',
  'award.updated',
  'award.removed',
  // a commission's documents
  'document.created',
  'document.updated',
  'document.status_changed',
  'document.version_added',
  'document.deleted',
  'document.restored',
  'document.purged',
  'award.locked',
  'award.unlocked',
  'award.published',
  // certificates
  'certificate.settings_updated',
  'certificate.issued',
  'certificate.revoked',
  'certificate.reissued',
  'certificate.sent',
  // advisors' links
  'advisor_link.issued',
  'advisor_link.revoked',
  // press
  'article.created',
  'article.updated',
  'article.published',
  'article.unpublished',
  'article.featured',
  'article.unfeatured',
  'article.deleted',
  // mail messages
  'mail.sent',
  'mail.template_updated',
  // the file manager
  'folder.created',
  'folder.renamed',
  'folder.moved',
  'folder.deleted',
  'folder.restored',
  'file.uploaded',
  'file.renamed',
  'file.moved',
  'file.deleted',
  'file.restored',
  'file.purged',
  // a roll-call mark corrected by the Gestor (outside the live session)
  'roll_call.mark_corrected',
  // a commission's sessions scheduled ahead (not floor events: they do not go through the live log)
  'session.scheduled',
  'session.rescheduled',
  'session.unscheduled',
  // a ballot of a vote from phones cast by the chair for a delegation without a phone (phones' own are not audited)
  'ballot.cast_by_chair',
] as const;

export const EVENT_NAMES = [...AUDIT_EVENTS, ...LIVE_SESSION_EVENTS] as const;
export type EventName = (typeof EVENT_NAMES)[number];
