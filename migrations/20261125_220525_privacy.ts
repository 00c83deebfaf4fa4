import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_exports_status" AS ENUM('pending', 'ready');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDataExportReady';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeDataExports';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeErasedFiles';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyStudioOfErasure';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDataExportReady';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeDataExports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeErasedFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyStudioOfErasure';
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject_id" integer NOT NULL,
  	"requested_by_id" integer NOT NULL,
  	"status" "enum_data_exports_status" DEFAULT 'pending' NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "users" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "data_exports_filename_compound_idx" ON "data_exports" USING btree ("filename","prefix");
  CREATE INDEX "data_exports_subject_idx" ON "data_exports" USING btree ("subject_id");
  CREATE INDEX "data_exports_requested_by_idx" ON "data_exports" USING btree ("requested_by_id");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  CREATE INDEX "data_exports_filename_idx" ON "data_exports" USING btree ("filename");`)
  // The audit log stays append-only, except for an erasure (nFADP art. 32): its transaction
  // alone sets 'studio.erasure' and may then rewrite an entry's author and note, nothing else.
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND current_setting('studio.erasure', true) = 'on'
       AND (NEW.id, NEW.actor_id, NEW.entity_type, NEW.entity_id, NEW.action, NEW.created_at)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.actor_id, OLD.entity_type, OLD.entity_id, OLD.action, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'activities is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'activities is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$;`)
  await db.execute(sql`
   DROP TABLE "data_exports" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "erased_at";
  DROP TYPE "public"."enum_data_exports_status";`)
}
