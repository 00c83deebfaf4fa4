import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_notifications_in_app_only" AS ENUM('updatePosted', 'deliverableShared', 'studioMessage', 'requestStarted', 'requestDone', 'deliverableApproved');
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('updatePosted', 'deliverableShared', 'studioMessage', 'requestStarted', 'requestDone', 'invoiceIssued', 'briefReceived', 'clientRequest', 'clientMessage', 'deliverableApproved');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNotificationDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNotificationDigest';
  CREATE TABLE "users_notifications_in_app_only" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_notifications_in_app_only",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"kind" "enum_notifications_kind" NOT NULL,
  	"subject" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"read_at" timestamp(3) with time zone,
  	"email_wanted" boolean DEFAULT false,
  	"emailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_notifications_in_app_only" ADD CONSTRAINT "users_notifications_in_app_only_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_notifications_in_app_only_order_idx" ON "users_notifications_in_app_only" USING btree ("order");
  CREATE INDEX "users_notifications_in_app_only_parent_idx" ON "users_notifications_in_app_only" USING btree ("parent_id");
  CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "recipient_readAt_idx" ON "notifications" USING btree ("recipient_id","read_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_notifications_in_app_only" CASCADE;
  DROP TABLE "notifications" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_users_notifications_in_app_only";
  DROP TYPE "public"."enum_notifications_kind";`)
}
