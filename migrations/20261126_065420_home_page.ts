import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { ensureHomePage } from '../src/server/seed'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_page_capabilities_items_icon" AS ENUM('monitor', 'server', 'brain-circuit', 'cloud', 'shield-check', 'zap', 'database', 'network');
  CREATE TYPE "public"."enum_home_page_pricing_plans_offer" AS ENUM('launch_site', 'pro_platform', 'real_software');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_capabilities_items_icon" AS ENUM('monitor', 'server', 'brain-circuit', 'cloud', 'shield-check', 'zap', 'database', 'network');
  CREATE TYPE "public"."enum__home_page_v_version_pricing_plans_offer" AS ENUM('launch_site', 'pro_platform', 'real_software');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('fr', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "home_page_hero_phrases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_about_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar
  );
  
  CREATE TABLE "home_page_about_counters_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_capabilities_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_home_page_capabilities_items_icon"
  );
  
  CREATE TABLE "home_page_capabilities_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_portfolio_data_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar
  );
  
  CREATE TABLE "home_page_portfolio_data_counters_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"offer" "enum_home_page_pricing_plans_offer",
  	"price" numeric,
  	"popular" boolean DEFAULT false
  );
  
  CREATE TABLE "home_page_pricing_plans_locales" (
  	"name" varchar,
  	"delivery" varchar,
  	"features" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pricing_care_price" numeric,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_primary" varchar,
  	"hero_secondary" varchar,
  	"about_eyebrow" varchar,
  	"about_heading" varchar,
  	"about_text" varchar,
  	"capabilities_eyebrow" varchar,
  	"capabilities_heading" varchar,
  	"portfolio_eyebrow" varchar,
  	"portfolio_heading" varchar,
  	"portfolio_data_title" varchar,
  	"pricing_eyebrow" varchar,
  	"pricing_heading" varchar,
  	"pricing_popular" varchar,
  	"pricing_cta" varchar,
  	"pricing_care_name" varchar,
  	"pricing_care_period" varchar,
  	"pricing_care_text" varchar,
  	"pricing_care_cta" varchar,
  	"pricing_guarantee" varchar,
  	"banner_heading" varchar,
  	"banner_text" varchar,
  	"banner_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_hero_phrases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_about_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_about_counters_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_capabilities_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__home_page_v_version_capabilities_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_capabilities_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_portfolio_data_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_portfolio_data_counters_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer" "enum__home_page_v_version_pricing_plans_offer",
  	"price" numeric,
  	"popular" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_pricing_plans_locales" (
  	"name" varchar,
  	"delivery" varchar,
  	"features" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pricing_care_price" numeric,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_primary" varchar,
  	"version_hero_secondary" varchar,
  	"version_about_eyebrow" varchar,
  	"version_about_heading" varchar,
  	"version_about_text" varchar,
  	"version_capabilities_eyebrow" varchar,
  	"version_capabilities_heading" varchar,
  	"version_portfolio_eyebrow" varchar,
  	"version_portfolio_heading" varchar,
  	"version_portfolio_data_title" varchar,
  	"version_pricing_eyebrow" varchar,
  	"version_pricing_heading" varchar,
  	"version_pricing_popular" varchar,
  	"version_pricing_cta" varchar,
  	"version_pricing_care_name" varchar,
  	"version_pricing_care_period" varchar,
  	"version_pricing_care_text" varchar,
  	"version_pricing_care_cta" varchar,
  	"version_pricing_guarantee" varchar,
  	"version_banner_heading" varchar,
  	"version_banner_text" varchar,
  	"version_banner_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_page_hero_phrases" ADD CONSTRAINT "home_page_hero_phrases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_about_counters" ADD CONSTRAINT "home_page_about_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_about_counters_locales" ADD CONSTRAINT "home_page_about_counters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_about_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_capabilities_items" ADD CONSTRAINT "home_page_capabilities_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_capabilities_items_locales" ADD CONSTRAINT "home_page_capabilities_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_capabilities_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_portfolio_data_counters" ADD CONSTRAINT "home_page_portfolio_data_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_portfolio_data_counters_locales" ADD CONSTRAINT "home_page_portfolio_data_counters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_portfolio_data_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_pricing_plans" ADD CONSTRAINT "home_page_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_pricing_plans_locales" ADD CONSTRAINT "home_page_pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_phrases" ADD CONSTRAINT "_home_page_v_version_hero_phrases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_about_counters" ADD CONSTRAINT "_home_page_v_version_about_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_about_counters_locales" ADD CONSTRAINT "_home_page_v_version_about_counters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_about_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_capabilities_items" ADD CONSTRAINT "_home_page_v_version_capabilities_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_capabilities_items_locales" ADD CONSTRAINT "_home_page_v_version_capabilities_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_capabilities_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_portfolio_data_counters" ADD CONSTRAINT "_home_page_v_version_portfolio_data_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_portfolio_data_counters_locales" ADD CONSTRAINT "_home_page_v_version_portfolio_data_counters_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_portfolio_data_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_pricing_plans" ADD CONSTRAINT "_home_page_v_version_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_pricing_plans_locales" ADD CONSTRAINT "_home_page_v_version_pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_hero_phrases_order_idx" ON "home_page_hero_phrases" USING btree ("_order");
  CREATE INDEX "home_page_hero_phrases_parent_id_idx" ON "home_page_hero_phrases" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_phrases_locale_idx" ON "home_page_hero_phrases" USING btree ("_locale");
  CREATE INDEX "home_page_about_counters_order_idx" ON "home_page_about_counters" USING btree ("_order");
  CREATE INDEX "home_page_about_counters_parent_id_idx" ON "home_page_about_counters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_about_counters_locales_locale_parent_id_unique" ON "home_page_about_counters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_capabilities_items_order_idx" ON "home_page_capabilities_items" USING btree ("_order");
  CREATE INDEX "home_page_capabilities_items_parent_id_idx" ON "home_page_capabilities_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_capabilities_items_locales_locale_parent_id_unique" ON "home_page_capabilities_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_portfolio_data_counters_order_idx" ON "home_page_portfolio_data_counters" USING btree ("_order");
  CREATE INDEX "home_page_portfolio_data_counters_parent_id_idx" ON "home_page_portfolio_data_counters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_portfolio_data_counters_locales_locale_parent_id_u" ON "home_page_portfolio_data_counters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_pricing_plans_order_idx" ON "home_page_pricing_plans" USING btree ("_order");
  CREATE INDEX "home_page_pricing_plans_parent_id_idx" ON "home_page_pricing_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_pricing_plans_locales_locale_parent_id_unique" ON "home_page_pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_hero_phrases_order_idx" ON "_home_page_v_version_hero_phrases" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_phrases_parent_id_idx" ON "_home_page_v_version_hero_phrases" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_hero_phrases_locale_idx" ON "_home_page_v_version_hero_phrases" USING btree ("_locale");
  CREATE INDEX "_home_page_v_version_about_counters_order_idx" ON "_home_page_v_version_about_counters" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_about_counters_parent_id_idx" ON "_home_page_v_version_about_counters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_about_counters_locales_locale_parent_id" ON "_home_page_v_version_about_counters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_capabilities_items_order_idx" ON "_home_page_v_version_capabilities_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_capabilities_items_parent_id_idx" ON "_home_page_v_version_capabilities_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_capabilities_items_locales_locale_paren" ON "_home_page_v_version_capabilities_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_portfolio_data_counters_order_idx" ON "_home_page_v_version_portfolio_data_counters" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_portfolio_data_counters_parent_id_idx" ON "_home_page_v_version_portfolio_data_counters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_portfolio_data_counters_locales_locale_" ON "_home_page_v_version_portfolio_data_counters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_pricing_plans_order_idx" ON "_home_page_v_version_pricing_plans" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_pricing_plans_parent_id_idx" ON "_home_page_v_version_pricing_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_pricing_plans_locales_locale_parent_id_" ON "_home_page_v_version_pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");`)
  // The home's texts, from its translations until now, published in the CMS.
  await ensureHomePage(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_page_hero_phrases" CASCADE;
  DROP TABLE "home_page_about_counters" CASCADE;
  DROP TABLE "home_page_about_counters_locales" CASCADE;
  DROP TABLE "home_page_capabilities_items" CASCADE;
  DROP TABLE "home_page_capabilities_items_locales" CASCADE;
  DROP TABLE "home_page_portfolio_data_counters" CASCADE;
  DROP TABLE "home_page_portfolio_data_counters_locales" CASCADE;
  DROP TABLE "home_page_pricing_plans" CASCADE;
  DROP TABLE "home_page_pricing_plans_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "_home_page_v_version_hero_phrases" CASCADE;
  DROP TABLE "_home_page_v_version_about_counters" CASCADE;
  DROP TABLE "_home_page_v_version_about_counters_locales" CASCADE;
  DROP TABLE "_home_page_v_version_capabilities_items" CASCADE;
  DROP TABLE "_home_page_v_version_capabilities_items_locales" CASCADE;
  DROP TABLE "_home_page_v_version_portfolio_data_counters" CASCADE;
  DROP TABLE "_home_page_v_version_portfolio_data_counters_locales" CASCADE;
  DROP TABLE "_home_page_v_version_pricing_plans" CASCADE;
  DROP TABLE "_home_page_v_version_pricing_plans_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'sendCreditNoteEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure', 'sendNotificationDigest', 'sendFormNotification');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'sendCreditNoteEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure', 'sendNotificationDigest', 'sendFormNotification');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_home_page_capabilities_items_icon";
  DROP TYPE "public"."enum_home_page_pricing_plans_offer";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_capabilities_items_icon";
  DROP TYPE "public"."enum__home_page_v_version_pricing_plans_offer";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";`)
}
