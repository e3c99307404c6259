import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { DatabaseKind, DataGeneration, Db } from './db/database';
import type { Bus } from './lib/bus';
import type { Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage/storage';

/** What every feature receives: configuration, database, auth, mail, the publish/subscribe bus and the file store. */
export interface AppContext {
  config: Config;
  db: Db;
  kind: DatabaseKind;
  /** Where the data stands, for the read caches (`lib/kept-reads.ts`); null while it cannot be vouched for. */
  generation: DataGeneration;
  /** The same for the session tables only (`db/session-tables.ts`): the signed-in user of a cookie is kept by it. */
  sessionGeneration: DataGeneration;
  auth: Auth;
  mailer: Mailer;
  /** In process on SQLite, PostgreSQL LISTEN/NOTIFY on PostgreSQL (`lib/bus.ts`). */
  bus: Bus;
  /** Uploaded files: the data directory or an S3-compatible bucket (`lib/storage`). */
  storage: FileStorage;
}
