import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCreditNoteEmail' BEFORE 'queueInvoiceReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCreditNoteEmail' BEFORE 'queueInvoiceReminders';
  ALTER TABLE "invoices" ADD COLUMN "credit_note_number" varchar;
  ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "cancel_reason" varchar;
  CREATE UNIQUE INDEX "invoices_credit_note_number_idx" ON "invoices" USING btree ("credit_note_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "invoices_credit_note_number_idx";
  ALTER TABLE "invoices" DROP COLUMN "credit_note_number";
  ALTER TABLE "invoices" DROP COLUMN "cancelled_at";
  ALTER TABLE "invoices" DROP COLUMN "cancel_reason";`)
}
