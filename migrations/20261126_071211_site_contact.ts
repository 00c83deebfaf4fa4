import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { ensureSiteContact } from '../src/server/seed'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_contact_footer_social_network" AS ENUM('instagram', 'linkedin', 'facebook');
  CREATE TABLE "site_contact_footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_contact_footer_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_contact_locales" (
  	"support_email_text" varchar NOT NULL,
  	"support_whatsapp_text" varchar NOT NULL,
  	"support_hours_value" varchar NOT NULL,
  	"support_hours_text" varchar NOT NULL,
  	"footer_about" varchar NOT NULL,
  	"footer_rights" varchar NOT NULL,
  	"footer_made_in" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_contact_footer_social" ADD CONSTRAINT "site_contact_footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_contact_locales" ADD CONSTRAINT "site_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_contact"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_contact_footer_social_order_idx" ON "site_contact_footer_social" USING btree ("_order");
  CREATE INDEX "site_contact_footer_social_parent_id_idx" ON "site_contact_footer_social" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_contact_locales_locale_parent_id_unique" ON "site_contact_locales" USING btree ("_locale","_parent_id");`)
  // The support cards' and the footer's texts, from their translations until now, in the CMS.
  await ensureSiteContact(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_contact_footer_social" CASCADE;
  DROP TABLE "site_contact" CASCADE;
  DROP TABLE "site_contact_locales" CASCADE;
  DROP TYPE "public"."enum_site_contact_footer_social_network";`)
}
