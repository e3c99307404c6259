import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';
import type { Mailer } from './lib/mailer';

/** What every feature receives: configuration, database, auth and mail. */
export interface AppContext {
  config: Config;
  db: Db;
  kind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
}
