import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_billing_country" AS ENUM('CH', 'LI');
  ALTER TABLE "settings" ADD COLUMN "billing_name" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_street" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_building_number" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_postal_code" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_city" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_country" "enum_settings_billing_country" DEFAULT 'CH';
  ALTER TABLE "settings" ADD COLUMN "billing_iban" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "billing_name";
  ALTER TABLE "settings" DROP COLUMN "billing_street";
  ALTER TABLE "settings" DROP COLUMN "billing_building_number";
  ALTER TABLE "settings" DROP COLUMN "billing_postal_code";
  ALTER TABLE "settings" DROP COLUMN "billing_city";
  ALTER TABLE "settings" DROP COLUMN "billing_country";
  ALTER TABLE "settings" DROP COLUMN "billing_iban";
  DROP TYPE "public"."enum_settings_billing_country";`)
}
