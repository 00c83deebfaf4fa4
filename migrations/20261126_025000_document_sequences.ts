import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The highest number each year's invoices and credit notes have used
 * (src/server/billing/invoices/yearly-number.ts). A plain table, not a Payload collection: it is only ever
 * touched by one atomic upsert. It remembers numbers whose invoices were deleted with their project,
 * so no number is given twice. Starts empty: the first number of a year reads the invoices too.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "document_sequences" (
    "kind" varchar NOT NULL,
    "year" integer NOT NULL,
    "highest" integer NOT NULL,
    PRIMARY KEY ("kind", "year")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "document_sequences";`)
}
