import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "project_files_filename_idx";
  CREATE UNIQUE INDEX "project_files_filename_compound_idx" ON "project_files" USING btree ("filename","prefix");
  CREATE INDEX "project_files_filename_idx" ON "project_files" USING btree ("filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "project_files_filename_compound_idx";
  DROP INDEX "project_files_filename_idx";
  CREATE UNIQUE INDEX "project_files_filename_idx" ON "project_files" USING btree ("filename");`)
}
