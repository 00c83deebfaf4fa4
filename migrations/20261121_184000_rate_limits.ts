import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Per-IP request counts in fixed windows (src/server/platform/security/rate-limit.ts). A plain table, not a
 * Payload collection: it is only ever touched by one atomic upsert.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "rate_limit_hits" (
    "bucket" varchar NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL,
    "hits" integer NOT NULL,
    PRIMARY KEY ("bucket", "window_start")
  );
  CREATE INDEX "rate_limit_hits_window_start_idx" ON "rate_limit_hits" ("window_start");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limit_hits";`)
}
