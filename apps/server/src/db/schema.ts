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
  /** JSON of BannerAppearance; null before it was first saved. */
  banner: string | null;
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
  /** Minimum attendance (percent of the commission's roll calls) for a participation certificate. */
  certificateThreshold: Generated<number>;
  certificateTitle: string | null;
  certificateBody: string | null;
  certificateFooter: string | null;
  /** JSON array of { name, role, image } (image: a file name under the data directory, or null). */
  certificateSignatures: string | null;
  /** The logo's file name under the data directory. */
  certificateLogo: string | null;
  /** JSON of the event's MotionCatalogue; null: the default one. */
  motionCatalogue: string | null;
  /** The event's clock: an IANA zone (America/Bogota until a Gestor saves another). */
  timeZone: Generated<string>;
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
  /** Delivery attempts made over SMTP. */
  attempts: Generated<number>;
  /** When the next delivery attempt is due; null when nothing is left to deliver (sent, given up, or no SMTP). */
  nextAttemptAt: string | null;
  /** The HTML part (from a Markdown body); null for plain-text mail. */
  html: string | null;
  /** The mail message this row delivers to one recipient (null for the app's own mail). */
  messageId: string | null;
  delegateId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A mail template the Gestor changed from its default (shared DEFAULT_MAIL_TEMPLATES). */
export interface MailTemplateTable {
  key: string;
  subject: string;
  body: string;
  updatedBy: string | null;
  updatedAt: string;
}

/** A message written by a chair (commissionId) or by the Gestor (null); its recipients are mailOutbox rows. */
export interface MailMessageTable {
  id: string;
  commissionId: string | null;
  subject: string;
  /** Markdown with the placeholders as written. */
  body: string;
  recipientsKind: string;
  recipientCount: number;
  createdBy: string;
  createdByName: string;
  createdAt: string;
}

/** A file attached to a mail message, as it was when the message was written (the queue streams `storageKey`). */
export interface MailAttachmentTable {
  messageId: string;
  position: number;
  fileId: string;
  storageKey: string;
  name: string;
  mediaType: string;
  size: number | string;
}

/** A folder of the file manager; `scope` is `general` or a commission's id; null parent: the scope's top. */
export interface FileFolderTable {
  id: string;
  scope: string;
  parentId: string | null;
  name: string;
  /** The name lower-cased: unique among a parent's folders not in the trash. */
  nameKey: string;
  createdBy: string | null;
  createdAt: string;
  deletedAt: string | null;
}

/** A file of the file manager: the store's key and what the upload found; the name is display text only. */
export interface StoredFileTable {
  id: string;
  scope: string;
  folderId: string | null;
  name: string;
  storageKey: string;
  mediaType: string;
  /** bigint: PostgreSQL answers it as text. */
  size: number | string;
  sha256: string;
  uploadedBy: string | null;
  createdAt: string;
  deletedAt: string | null;
}

/** A guessing counter (sign-in per account, password change per account, checks per load code). */
export interface AttemptLimitTable {
  key: string;
  count: number;
  windowStartedAt: string;
  lastAt: string;
  blockedUntil: string | null;
}

/** A live stream open on some process of a PostgreSQL database (lib/stream-leases.ts). */
export interface StreamLeaseTable {
  id: string;
  /** Whose stream: a chair's user id, or a room screen's commission and address. */
  streamKey: string;
  /** The process holding it, which renews all of its leases at once. */
  processId: string;
  /** Past this, the process is taken for gone (killed) and the place is free again. */
  expiresAt: string;
}

export interface SetupTokenTable {
  id: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DelegationTable {
  id: string;
  commissionId: string;
  name: string;
  isoCode: string | null;
  kind: string;
  veto: Flag;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface DelegateTable {
  id: string;
  firstNames: string;
  lastNames: string;
  documentType: string;
  documentNumber: string;
  birthDate: string;
  email: string;
  phone: string | null;
  institution: string;
  grade: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  /** JSON array of commission ids. */
  preferences: string;
  commissionId: string | null;
  delegationId: string | null;
  assignmentManual: Flag;
  status: string;
  /** Private: opens the delegate's data (/verificator, their certificates); travels only in their mail. */
  personalCode: string;
  /** Printed on the badge and in its QR: finds the delegate at the door, opens nothing public (migration 021). */
  badgeCode: string;
  source: string;
  consentTermsVersion: number | null;
  consentPrivacyVersion: number | null;
  consentAt: string | null;
  verifiedAt: string | null;
  checkedInAt: string | null;
  checkedInBy: string | null;
  /** JSON object item → delivered. */
  kit: string;
  notes: string;
  /** Accent- and case-free text of name, document, personal code, e-mail, institution and badge code (searchKey). */
  searchText: string;
  /** Spanish sort keys of the last names, first names and institution (`storedSortKey`, migration 025): the list's and the finder's order. */
  lastNamesKey: string;
  firstNamesKey: string;
  institutionKey: string;
  /** The birth date and the names without accents or case (migration 025): equal keys flag possible duplicates. */
  duplicateKey: string;
  loadId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccessCodeTable {
  id: string;
  /** `carga` (school loads); projection codes live on the commission. */
  purpose: string;
  code: string;
  commissionId: string | null;
  institution: string | null;
  quota: number | null;
  expiresAt: string | null;
  revoked: Flag;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DelegateLoadTable {
  id: string;
  accessCodeId: string | null;
  institution: string;
  fileName: string | null;
  created: number;
  updated: number;
  ip: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccessSettingTable {
  key: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

export interface JobLockTable {
  name: string;
  holder: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A formal session of a commission (PRODUCT §2): `programada` → `en_curso` ⇄ `suspendida` → `cerrada`. */
export interface LiveSessionTable {
  id: string;
  commissionId: string;
  /** 1, 2, … within the commission. */
  number: number;
  title: string;
  topic: string;
  status: string;
  openedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A session scheduled ahead (`programada`) while `sessionId` is null; then the live session it became. */
export interface ScheduledSessionTable {
  id: string;
  commissionId: string;
  title: string;
  topic: string;
  /** ISO UTC. */
  startsAt: string;
  sessionId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A roll call (llamado a lista), with or without a session; open while `closedAt` is null. */
export interface RollCallTable {
  id: string;
  commissionId: string;
  sessionId: string | null;
  /** `chair` (the chair marks) or `self` (check-in with the rotating code). */
  mode: string;
  openedAt: string;
  closedAt: string | null;
  openedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A delegate's mark on a roll call: `presente`, `presente_y_votando` or `ausente`; the last mark counts. */
export interface RollCallMarkTable {
  rollCallId: string;
  delegateId: string;
  /** The delegate's delegation when marked. */
  delegationId: string;
  status: string;
  markedAt: string;
  markedBy: string | null;
}

/** A self check-in at /meets: where it came from and how the delegate proved who they are (issue 27). */
export interface SelfCheckInTable {
  id: string;
  rollCallId: string;
  delegateId: string;
  /** The request's address as the server sees it (through TRUST_PROXY's hops). */
  address: string;
  /** `documento` or `codigo_personal`. */
  way: string;
  checkedInAt: string;
}

/** A phone a delegate opened their room page on (decision 035): the token's SHA-256, never the token. */
export interface RoomDeviceTable {
  id: string;
  delegateId: string;
  tokenHash: string;
  /** The browser and system, from the user agent, trimmed: what the chair and the delegate recognise. */
  label: string;
  createdAt: string;
  /** When the device last proved itself with its pass (the pass itself, for now). */
  lastSeenAt: string | null;
  endedAt: string | null;
  /** The staff user who ended it, or null (a renewed code by the Gestor keeps the Gestor; a newer device: null). */
  endedBy: string | null;
  /** `staff`, `code_renewed` or `replaced`. */
  endReason: string | null;
}

/** Who voted in a vote from phones (decision 036): one row per vote and delegation; the choice only in a recorded vote. */
export interface BallotTable {
  /** The vote's ballots id (`floor.vote.phones.voteId`), never reused. */
  voteId: string;
  delegationId: string;
  commissionId: string;
  /** `a_favor`, `en_contra` or `abstencion` in a recorded vote; always null in a secret one. */
  choice: string | null;
  /** `phone` or `chair`. */
  source: string;
  /** The staff user who cast it for the delegation (source `chair`), else null. */
  castBy: string | null;
  castAt: string;
}

/** A secret vote's counts, one row per vote, without times: the only place a secret choice is kept. */
export interface BallotTallyTable {
  voteId: string;
  commissionId: string;
  yes: number;
  no: number;
  abstain: number;
}

/** A request from a delegation's phone in a session (decision 037): the floor, a point, a right of reply or a motion. */
export interface RoomRequestTable {
  id: string;
  commissionId: string;
  sessionId: string;
  delegationId: string;
  /** The delegate whose phone sent it (never shown to the room). */
  delegateId: string;
  actionId: string;
  /** `floor`, `point`, `reply` or `motion`. */
  kind: string;
  /** A point's kind (`privilegio_personal`, `orden`, `informacion`), else null. */
  point: string | null;
  /** A motion's kind and parameters (JSON, as the floor reads them), else null. */
  motion: string | null;
  /** What identical requests share (`requestMergeKey`): identical motions are one item of the queue. */
  mergeKey: string;
  /** `pending`, `accepted`, `out_of_order` or `withdrawn`. */
  status: string;
  /** The chair's reason when out of order. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A working paper of a commission (decision 038): its text in force at `version`. */
export interface WorkingPaperTable {
  id: string;
  commissionId: string;
  title: string;
  /** The clauses (JSON: `{ preambular, operative }` of `PaperText`). */
  body: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** `PAPER_STATUSES`: `borrador` (a working paper), `proyecto` (a draft resolution), `aprobada` or `rechazada` (voted). */
  status: Generated<string>;
  approvedAt: string | null;
  /** The version approved as a draft resolution: the adopted text's diff is against it. */
  draftVersion: number | null;
  /** When its vote ended (or a division left it with no operative clause). */
  decidedAt: string | null;
  /** An adopted resolution's number among the commission's, and its symbol («AG/1/2026»). */
  resolutionNumber: number | null;
  resolutionSymbol: string | null;
  /** The counts of its vote, as the chair recorded them. */
  voteFavor: number | null;
  voteContra: number | null;
  voteAbstain: number | null;
}

/** A delegation that signed a working paper from a phone (to bring it to debate, not to endorse it). */
export interface WorkingPaperSignatoryTable {
  paperId: string;
  delegationId: string;
  delegateId: string;
  signedAt: string;
}

/** An amendment to a draft resolution's clause (decision 038), numbered in its paper. */
export interface WorkingPaperAmendmentTable {
  id: string;
  paperId: string;
  number: number;
  /** `add`, `change` or `strike`. */
  kind: string;
  /** `preambular` or `operative`. */
  list: string;
  /** The clause it targets (for an addition, the one it follows; null: first). */
  clauseId: string | null;
  text: string;
  /** The delegation that proposed it, and whose phone. */
  delegationId: string;
  delegateId: string;
  /** `AMENDMENT_STATUSES`. */
  status: string;
  createdAt: string;
  decidedAt: string | null;
  /** The paper's version it made, once applied. */
  appliedVersion: number | null;
}

/** A sponsor delegation's answer to an amendment: friendly (1) or not (0). */
export interface WorkingPaperAmendmentAnswerTable {
  amendmentId: string;
  delegationId: string;
  accepted: number;
  answeredAt: string;
}

/** A motion to divide a draft resolution, numbered in its paper (decision 038). */
export interface WorkingPaperDivisionTable {
  id: string;
  paperId: string;
  number: number;
  /** The operative clauses divided, in the text's order, as they read when moved (JSON: `{ clauseId, number, text }[]`). */
  clauses: string;
  /** The outcomes recorded so far (JSON booleans): the motion's, then each clause's. */
  outcomes: string;
  createdAt: string;
  decidedAt: string | null;
  /** The version without the clauses rejected, when any was. */
  appliedVersion: number | null;
}

/** A sponsor delegation of a working paper; the first added is the one that wrote it. */
export interface WorkingPaperSponsorTable {
  paperId: string;
  delegationId: string;
  addedAt: string;
}

/** One saved version of a working paper, kept: who saved it (a sponsor's phone, or the chair) and whether it was merged. */
export interface WorkingPaperVersionTable {
  paperId: string;
  version: number;
  title: string;
  body: string;
  savedAt: string;
  delegationId: string | null;
  delegateId: string | null;
  staffUid: string | null;
  merged: number;
}

/** A ballot's action id and the answer it got (counted, or «ya votó»), never the choice. */
export interface BallotActionTable {
  commissionId: string;
  actionId: string;
  voteId: string;
  delegationId: string;
  counted: Flag;
  /** The vote's voters, for the answer given again to a repeated action id. */
  eligible: number;
  castAt: string;
}

/** A certificate issued (participation or award), verifiable by its code even after the delegate is erased. */
export interface CertificateTable {
  id: string;
  code: string;
  /** `participacion` | `premio`. */
  kind: string;
  /** Null after the delegate is erased. */
  delegateId: string | null;
  commissionId: string | null;
  /** The award's id (awards are their own table; no foreign key). */
  awardId: string | null;
  /** The verified name at issue time. */
  holderName: string;
  /** What it certifies. */
  title: string;
  commissionName: string;
  delegationName: string;
  issuedAt: string;
  issuedBy: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  /** The certificate re-issued in its place. */
  replacedBy: string | null;
  downloadedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A commission's live state version and the sequence of its last log entry. */
export interface LiveStateTable {
  commissionId: string;
  version: number;
  lastSequence: number;
  /** The floor as JSON (`procedure/floor-schema.ts`); null before the first floor command. */
  floor: string | null;
  updatedAt: string;
  /** The hash of the log's latest entry (migration 034, `features/live/log-chain.ts`); '' before the first. */
  lastHash: string;
}

/** A commission's append-only log: one entry per command applied, never updated nor deleted. */
export interface LiveLogTable {
  commissionId: string;
  sequence: number;
  /** Made by the client; unique per commission. */
  actionId: string;
  /** A shared live event name (`events.ts`). */
  event: string;
  /** The state version the command produced. */
  version: number;
  /** JSON: the command and what it changed. */
  payload: string;
  actorId: string | null;
  createdAt: string;
  /** SHA-256 of the entry before it and of its own columns: the log's hash chain (migration 034, decision 039). */
  hash: string;
}

/** An advisor's read-only link to an institution's delegates (migration 035, decision 040). */
export interface AdvisorLinkTable {
  id: string;
  institution: string;
  code: string;
  createdAt: string;
  createdBy: string | null;
  /** When it stopped working (revoked, or replaced by a newer link of the institution); null while in force. */
  revokedAt: string | null;
  revokedBy: string | null;
}

/** An award category (Gestor): name, maximum per commission, order, who it goes to and its eligibility rules. */
export interface AwardCategoryTable {
  id: string;
  name: string;
  maxPerCommission: number;
  /** `delegado` or `delegacion`. */
  recipient: string;
  /** Minimum attendance in percent; null: none. */
  minAttendance: number | null;
  requiresPositionPaper: Flag;
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** A category given in a commission to one delegate (`delegateId`) or one delegation (`delegationId`). */
export interface AwardTable {
  id: string;
  categoryId: string;
  commissionId: string;
  delegateId: string | null;
  delegationId: string | null;
  note: string | null;
  assignedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** When a commission's awards were locked (the chair) and published (the Gestor); no row: neither. */
export interface AwardStatusTable {
  commissionId: string;
  lockedAt: string | null;
  lockedBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  updatedAt: string;
}

export interface ArticleTable {
  id: string;
  title: string;
  /** The readable part of the public URL, unique; fixed once the article is first published. */
  slug: string;
  summary: string | null;
  /** Markdown. */
  body: string;
  /** `borrador` | `publicado`. */
  status: string;
  /** 1 for the one featured article. */
  featured: number;
  /** First publication; kept when unpublished and published again. */
  publishedAt: string | null;
  authorId: string | null;
  /** The cover image, re-encoded as JPEG (migration 017); null without one. */
  coverKey: string | null;
  coverSize: number | null;
  coverSha256: string | null;
  coverMediaType: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ArticleTagTable {
  articleId: string;
  commissionId: string;
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

/** The auth library's sign-in methods of an account: a `credential` row holds the password hash. */
export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
}

/** A commission's document (migration 016-documents); the author delegation is a column, the others in documentDelegation. */
export interface DocumentTable {
  id: string;
  commissionId: string;
  kind: string;
  title: string;
  visibility: string;
  status: string;
  statusComment: string | null;
  authorDelegationId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** In the trash since (migration 019); null while the document is in use. */
  deletedAt: string | null;
  deletedBy: string | null;
  /** The adopted resolution it publishes (migration 033), once per working paper; null for an uploaded document. */
  paperId: string | null;
}

/** A sponsor (`patrocinador`) or signatory (`firmante`) delegation of a document. */
export interface DocumentDelegationTable {
  documentId: string;
  delegationId: string;
  role: string;
}

/** One uploaded file of a document: the store's key and what was found at upload; numbered from 1. */
export interface DocumentVersionTable {
  id: string;
  documentId: string;
  number: number;
  fileKey: string;
  mediaType: string;
  size: number;
  sha256: string;
  name: string;
  uploadedBy: string | null;
  createdAt: string;
}

/** SQLite only (migration 004-finder): stable integer key of a delegate in the trigram index. */
export interface DelegateSearchRowTable {
  n: Generated<number>;
  delegateId: string;
}

/**
 * SQLite only (migration 004-finder): FTS5 trigram index of delegate.searchText, rowid = delegateSearchRow.n; beside
 * the text, unindexed, the delegate's id and sort keys (migration 036).
 */
export interface DelegateSearchTable {
  rowid: number;
  searchText: string;
  delegateId: string;
  lastNamesKey: string;
  firstNamesKey: string;
  institutionKey: string;
}

export interface Database {
  profile: ProfileTable;
  commission: CommissionTable;
  eventSettings: EventSettingsTable;
  legalText: LegalTextTable;
  auditLog: AuditLogTable;
  mailOutbox: MailOutboxTable;
  mailMessage: MailMessageTable;
  mailAttachment: MailAttachmentTable;
  mailTemplate: MailTemplateTable;
  fileFolder: FileFolderTable;
  storedFile: StoredFileTable;
  setupToken: SetupTokenTable;
  delegation: DelegationTable;
  delegate: DelegateTable;
  accessCode: AccessCodeTable;
  delegateLoad: DelegateLoadTable;
  accessSetting: AccessSettingTable;
  jobLock: JobLockTable;
  streamLease: StreamLeaseTable;
  attemptLimit: AttemptLimitTable;
  liveSession: LiveSessionTable;
  scheduledSession: ScheduledSessionTable;
  rollCall: RollCallTable;
  rollCallMark: RollCallMarkTable;
  selfCheckIn: SelfCheckInTable;
  roomDevice: RoomDeviceTable;
  liveState: LiveStateTable;
  liveLog: LiveLogTable;
  advisorLink: AdvisorLinkTable;
  ballot: BallotTable;
  ballotTally: BallotTallyTable;
  ballotAction: BallotActionTable;
  roomRequest: RoomRequestTable;
  workingPaper: WorkingPaperTable;
  workingPaperSponsor: WorkingPaperSponsorTable;
  workingPaperSignatory: WorkingPaperSignatoryTable;
  workingPaperAmendment: WorkingPaperAmendmentTable;
  workingPaperAmendmentAnswer: WorkingPaperAmendmentAnswerTable;
  workingPaperDivision: WorkingPaperDivisionTable;
  workingPaperVersion: WorkingPaperVersionTable;
  awardCategory: AwardCategoryTable;
  award: AwardTable;
  awardStatus: AwardStatusTable;
  certificate: CertificateTable;
  article: ArticleTable;
  articleTag: ArticleTagTable;
  document: DocumentTable;
  documentDelegation: DocumentDelegationTable;
  documentVersion: DocumentVersionTable;
  delegateSearchRow: DelegateSearchRowTable;
  delegateSearch: DelegateSearchTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
}
