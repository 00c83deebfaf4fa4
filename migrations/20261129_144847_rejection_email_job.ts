import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The rejection's e-mail (its reason, to the brief's sender) is a job task of its own.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRejectionEmail' BEFORE 'sendInvoiceEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRejectionEmail' BEFORE 'sendInvoiceEmail';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'sendCreditNoteEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure', 'sendNotificationDigest', 'sendFormNotification', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'sendCreditNoteEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'queueRecurringInvoices', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset', 'buildDataExport', 'sendDataExportReady', 'purgeDataExports', 'removeErasedFiles', 'notifyStudioOfErasure', 'sendNotificationDigest', 'sendFormNotification', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
