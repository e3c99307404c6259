import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers on both databases; dates as ISO-8601 text. */
type Flag = number;

export interface ProfileTable {
  uid: string;
  email: string;
  name: string;
  grade: string | null;
  role: string;
  ti: string | null;
  phone: string | null;
  wpUserId: string | null;
  comissionId: string | null;
  active: Flag;
  language: string;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CommissionTable {
  id: string;
  name: string;
  acronym: string;
  kind: string;
  /** JSON array of strings. */
  topics: string;
  description: string;
  room: string | null;
  capacity: number;
  language: string;
  /** JSON of CommissionRules. */
  rules: string;
  projectionCode: string;
  archived: Flag;
  createdAt: string;
  updatedAt: string;
}

export interface EventSettingsTable {
  id: number;
  name: string;
  shortName: string;
  startDate: string | null;
  endDate: string | null;
  venue: string | null;
  city: string | null;
  contactEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LegalTextTable {
  id: string;
  kind: string;
  version: number;
  body: string;
  publishedBy: string | null;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  error: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SetupTokenTable {
  id: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  /** ISO text on SQLite, timestamp on PostgreSQL (the auth library's choice). */
  expiresAt: string;
}

export interface Database {
  profile: ProfileTable;
  commission: CommissionTable;
  eventSettings: EventSettingsTable;
  legalText: LegalTextTable;
  auditLog: AuditLogTable;
  mailOutbox: MailOutboxTable;
  setupToken: SetupTokenTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
}

export type { Generated };
