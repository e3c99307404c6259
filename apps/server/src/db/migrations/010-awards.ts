import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../lib/ids';

/**
 * Awards (PRODUCT §2): the Gestor's categories (created here with the defaults, so a fresh install has
 * them), the awards a commission gives, and per commission when its awards were locked and published.
 */
/** The categories a fresh install has, in their order (PRODUCT §2). */
const DEFAULT_CATEGORIES = [
  { name: 'Mejor Delegado', maxPerCommission: 1, recipient: 'delegado', requiresPositionPaper: false },
  { name: 'Delegado Sobresaliente', maxPerCommission: 1, recipient: 'delegado', requiresPositionPaper: false },
  { name: 'Mención de Honor', maxPerCommission: 2, recipient: 'delegado', requiresPositionPaper: false },
  { name: 'Mención Verbal', maxPerCommission: 3, recipient: 'delegado', requiresPositionPaper: false },
  { name: 'Mejor Documento de Posición', maxPerCommission: 1, recipient: 'delegacion', requiresPositionPaper: true },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('awardCategory')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('maxPerCommission', 'integer', (c) => c.notNull())
    .addColumn('recipient', 'varchar(20)', (c) => c.notNull())
    .addColumn('minAttendance', 'integer')
    .addColumn('requiresPositionPaper', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('award')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('categoryId', 'varchar(64)', (c) => c.notNull().references('awardCategory.id'))
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('delegateId', 'varchar(64)', (c) => c.references('delegate.id').onDelete('cascade'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.references('delegation.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('assignedBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('award_commission_idx').on('award').columns(['commissionId', 'categoryId']).execute();
  await db.schema
    .createTable('awardStatus')
    .addColumn('commissionId', 'varchar(64)', (c) => c.primaryKey().references('commission.id').onDelete('cascade'))
    .addColumn('lockedAt', 'varchar(30)')
    .addColumn('lockedBy', 'varchar(64)')
    .addColumn('publishedAt', 'varchar(30)')
    .addColumn('publishedBy', 'varchar(64)')
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  const now = nowIso();
  await (db as Kysely<{ awardCategory: Record<string, unknown> }>)
    .insertInto('awardCategory')
    .values(
      DEFAULT_CATEGORIES.map((c, i) => ({
        id: newId(),
        name: c.name,
        maxPerCommission: c.maxPerCommission,
        recipient: c.recipient,
        minAttendance: null,
        requiresPositionPaper: c.requiresPositionPaper ? 1 : 0,
        position: i + 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('awardStatus').ifExists().execute();
  await db.schema.dropIndex('award_commission_idx').ifExists().execute();
  await db.schema.dropTable('award').ifExists().execute();
  await db.schema.dropTable('awardCategory').ifExists().execute();
}
