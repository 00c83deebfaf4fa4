import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueInvoiceReminders' BEFORE 'removeSubmissionFiles';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendInvoiceReminder' BEFORE 'removeSubmissionFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueInvoiceReminders' BEFORE 'removeSubmissionFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendInvoiceReminder' BEFORE 'removeSubmissionFiles';
  ALTER TABLE "invoices" ADD COLUMN "reminders_paused" boolean DEFAULT false;
  ALTER TABLE "invoices" ADD COLUMN "reminders_sent" numeric DEFAULT 0;
  ALTER TABLE "invoices" ADD COLUMN "last_reminder_at" timestamp(3) with time zone;
  ALTER TABLE "settings" ADD COLUMN "billing_first_reminder_days" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "billing_second_reminder_days" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "billing_final_reminder_days" numeric DEFAULT 30 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "invoices" DROP COLUMN "reminders_paused";
  ALTER TABLE "invoices" DROP COLUMN "reminders_sent";
  ALTER TABLE "invoices" DROP COLUMN "last_reminder_at";
  ALTER TABLE "settings" DROP COLUMN "billing_first_reminder_days";
  ALTER TABLE "settings" DROP COLUMN "billing_second_reminder_days";
  ALTER TABLE "settings" DROP COLUMN "billing_final_reminder_days";`)
}
