import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { IDENTITY_DEFAULTS } from '../src/server/content'

// The studio's name, address, numbers and contact channels move from the settings and the footer
// into one global, studio-identity (issue 49, item 3).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_studio_identity_social_network" AS ENUM('instagram', 'linkedin', 'facebook');
  CREATE TYPE "public"."enum_studio_identity_country" AS ENUM('CH', 'LI');
  CREATE TABLE "studio_identity_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_studio_identity_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "studio_identity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"legal_name" varchar,
  	"street" varchar,
  	"building_number" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"country" "enum_studio_identity_country" DEFAULT 'CH',
  	"uid" varchar,
  	"vat_number" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"messaging_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "studio_identity_social" ADD CONSTRAINT "studio_identity_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."studio_identity"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "studio_identity_social_order_idx" ON "studio_identity_social" USING btree ("_order");
  CREATE INDEX "studio_identity_social_parent_id_idx" ON "studio_identity_social" USING btree ("_parent_id");`)
  // The identity's one row, from what the settings held: the billing name is the company's, the
  // brand stays 'Studio', the e-mail the one the app announced until now (CONTACT_EMAIL).
  await db.execute(sql`
  INSERT INTO "studio_identity" ("name", "legal_name", "street", "building_number", "postal_code", "city", "country", "vat_number", "email", "messaging_url", "updated_at", "created_at")
  SELECT ${IDENTITY_DEFAULTS.name}, NULLIF(TRIM(s."billing_name"), ''), NULLIF(TRIM(s."billing_street"), ''), NULLIF(TRIM(s."billing_building_number"), ''), NULLIF(TRIM(s."billing_postal_code"), ''), NULLIF(TRIM(s."billing_city"), ''),
    COALESCE(s."billing_country"::text, 'CH')::"enum_studio_identity_country", NULLIF(TRIM(s."billing_vat_number"), ''), ${IDENTITY_DEFAULTS.email()}, NULLIF(TRIM(s."whatsapp_business_url"), ''), now(), now()
  FROM (SELECT 1) AS one LEFT JOIN "settings" AS s ON true
  LIMIT 1;`)
  // The footer's profiles, but not the networks' own home pages the first seed put there.
  await db.execute(sql`
  INSERT INTO "studio_identity_social" ("_order", "_parent_id", "id", "network", "url")
  SELECT f."_order", (SELECT MIN("id") FROM "studio_identity"), f."id", f."network"::text::"enum_studio_identity_social_network", f."url"
  FROM "site_contact_footer_social" AS f
  WHERE f."url" NOT IN ('https://www.instagram.com/', 'https://www.linkedin.com/', 'https://www.facebook.com/');`)
  await db.execute(sql`
  DROP TABLE "site_contact_footer_social" CASCADE;
  ALTER TABLE "settings" DROP COLUMN "whatsapp_business_url";
  ALTER TABLE "settings" DROP COLUMN "billing_name";
  ALTER TABLE "settings" DROP COLUMN "billing_street";
  ALTER TABLE "settings" DROP COLUMN "billing_building_number";
  ALTER TABLE "settings" DROP COLUMN "billing_postal_code";
  ALTER TABLE "settings" DROP COLUMN "billing_city";
  ALTER TABLE "settings" DROP COLUMN "billing_country";
  ALTER TABLE "settings" DROP COLUMN "billing_vat_number";
  DROP TYPE "public"."enum_site_contact_footer_social_network";
  DROP TYPE "public"."enum_settings_billing_country";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_contact_footer_social_network" AS ENUM('instagram', 'linkedin', 'facebook');
  CREATE TYPE "public"."enum_settings_billing_country" AS ENUM('CH', 'LI');
  CREATE TABLE "site_contact_footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_contact_footer_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  ALTER TABLE "settings" ADD COLUMN "whatsapp_business_url" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_name" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_street" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_building_number" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_postal_code" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_city" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_country" "enum_settings_billing_country" DEFAULT 'CH';
  ALTER TABLE "settings" ADD COLUMN "billing_vat_number" varchar;
  ALTER TABLE "site_contact_footer_social" ADD CONSTRAINT "site_contact_footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_contact"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_contact_footer_social_order_idx" ON "site_contact_footer_social" USING btree ("_order");
  CREATE INDEX "site_contact_footer_social_parent_id_idx" ON "site_contact_footer_social" USING btree ("_parent_id");
`)
  // Back into the settings and the footer (which keeps its row's id).
  await db.execute(sql`
  UPDATE "settings" SET "billing_name" = i."legal_name", "billing_street" = i."street", "billing_building_number" = i."building_number", "billing_postal_code" = i."postal_code", "billing_city" = i."city",
    "billing_country" = i."country"::text::"enum_settings_billing_country", "billing_vat_number" = i."vat_number", "whatsapp_business_url" = i."messaging_url"
  FROM "studio_identity" AS i;
  INSERT INTO "site_contact_footer_social" ("_order", "_parent_id", "id", "network", "url")
  SELECT s."_order", c."id", s."id", s."network"::text::"enum_site_contact_footer_social_network", s."url"
  FROM "studio_identity_social" AS s CROSS JOIN (SELECT MIN("id") AS "id" FROM "site_contact") AS c
  WHERE c."id" IS NOT NULL;
  DROP TABLE "studio_identity_social" CASCADE;
  DROP TABLE "studio_identity" CASCADE;
  DROP TYPE "public"."enum_studio_identity_social_network";
  DROP TYPE "public"."enum_studio_identity_country";`)
}
