import type { Kysely } from 'kysely';

/**
 * Press articles (PRODUCT §2 Article): drafts and published articles with a unique readable slug, at most one
 * featured (kept by the use cases), and the commissions each is tagged with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(600)', (c) => c.notNull())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('summary', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publishedAt', 'varchar(30)')
    .addColumn('authorId', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_published_idx').on('article').columns(['status', 'publishedAt']).execute();
  await db.schema
    .createTable('articleTag')
    .addColumn('articleId', 'varchar(64)', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tag_pk', ['articleId', 'commissionId'])
    .execute();
  await db.schema.createIndex('article_tag_commission_idx').on('articleTag').column('commissionId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('articleTag').execute();
  await db.schema.dropTable('article').execute();
}
