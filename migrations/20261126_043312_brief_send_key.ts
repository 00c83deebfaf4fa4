import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The brief's send key (one stored brief per key), and the pricing text's default in the one
// money format.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ALTER COLUMN "pricing_text" SET DEFAULT 'Des prix fixes et transparents en CHF : Site Launch dès 999 CHF, Plateforme Pro dès 2 990 CHF, Logiciel sur mesure dès 9 990 CHF. Le plan de maintenance continue coûte 79 CHF par mois.';
  ALTER TABLE "project_submissions" ADD COLUMN "send_key" varchar;
  CREATE UNIQUE INDEX "project_submissions_send_key_idx" ON "project_submissions" USING btree ("send_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "project_submissions_send_key_idx";
  ALTER TABLE "settings" ALTER COLUMN "pricing_text" SET DEFAULT 'Des prix fixes et transparents en CHF : Site Launch dès CHF 999, Plateforme Pro dès CHF 2''990, Logiciel sur mesure dès CHF 9''990. Le plan de maintenance continue coûte CHF 79 par mois.';
  ALTER TABLE "project_submissions" DROP COLUMN "send_key";`)
}
