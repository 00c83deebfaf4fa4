import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Invoices start as drafts, without a number (given when the invoice is sent), and can be
 * cancelled; every existing invoice keeps its number and its status (Pending reads "sent").
 * The invoice mail becomes a job task. The status type is rebuilt rather than extended: a value
 * added with ADD VALUE cannot be the column's default in the same transaction.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_invoices_status";
  CREATE TYPE "public"."enum_invoices_status" AS ENUM('Draft', 'Pending', 'Paid', 'Overdue', 'Cancelled');
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE "public"."enum_invoices_status" USING "status"::"public"."enum_invoices_status";
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendInvoiceEmail' BEFORE 'removeSubmissionFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendInvoiceEmail' BEFORE 'removeSubmissionFiles';
  ALTER TABLE "invoices" ALTER COLUMN "invoice_number" DROP NOT NULL;
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'Draft';`)
}

/**
 * Drafts were never issued and have no number: they are removed. A cancelled invoice can only go
 * back to Pending, the one unpaid status there was.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "invoices" WHERE "status" = 'Draft';
  UPDATE "invoices" SET "status" = 'Pending' WHERE "status" = 'Cancelled';
   ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'Pending'::text;
  DROP TYPE "public"."enum_invoices_status";
  CREATE TYPE "public"."enum_invoices_status" AS ENUM('Pending', 'Paid', 'Overdue');
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'Pending'::"public"."enum_invoices_status";
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE "public"."enum_invoices_status" USING "status"::"public"."enum_invoices_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "invoices" ALTER COLUMN "invoice_number" SET NOT NULL;`)
}
