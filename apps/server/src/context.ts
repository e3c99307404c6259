import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { DatabaseKind, DataGeneration, Db, GenerationOf } from './db/database';
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
  /**
   * The same for some groups of tables (`db/table-groups.ts`): a kept read compares the groups it reads, so a
   * write elsewhere leaves it kept (the signed-in user of a cookie is kept by `generationOf(['session'])`).
   */
  generationOf: GenerationOf;
  auth: Auth;
  mailer: Mailer;
  /** In process on SQLite, PostgreSQL LISTEN/NOTIFY on PostgreSQL (`lib/bus.ts`). */
  bus: Bus;
  /** Uploaded files: the data directory or an S3-compatible bucket (`lib/storage`). */
  storage: FileStorage;
}
