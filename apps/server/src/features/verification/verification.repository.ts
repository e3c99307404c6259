import type { Executor } from '../../db/database';
import type { DelegateRow } from '../../domain/delegates/delegates.store';

/** The delegate whose document number and e-mail both match, if any. */
export function findByDocumentAndEmail(db: Executor, documentNumber: string, email: string): Promise<DelegateRow | undefined> {
  return db.selectFrom('delegate').selectAll().where('documentNumber', '=', documentNumber).where('email', '=', email).executeTakeFirst();
}
