import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_billing_interval" AS ENUM('monthly', 'yearly');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueRecurringInvoices' BEFORE 'removeSubmissionFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueRecurringInvoices' BEFORE 'removeSubmissionFiles';
  ALTER TABLE "invoices" ADD COLUMN "subscription_id" integer;
  ALTER TABLE "invoices" ADD COLUMN "subscription_period" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "billing_interval" "enum_subscriptions_billing_interval" DEFAULT 'monthly' NOT NULL;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");
  CREATE UNIQUE INDEX "subscription_subscriptionPeriod_idx" ON "invoices" USING btree ("subscription_id","subscription_period");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DROP CONSTRAINT "invoices_subscription_id_subscriptions_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'queueInvoiceReminders', 'sendInvoiceReminder', 'removeSubmissionFiles', 'removeProjectFiles', 'notifyOfMessage', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers', 'sendSecondFactorReset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "invoices_subscription_idx";
  DROP INDEX "subscription_subscriptionPeriod_idx";
  ALTER TABLE "invoices" DROP COLUMN "subscription_id";
  ALTER TABLE "invoices" DROP COLUMN "subscription_period";
  ALTER TABLE "subscriptions" DROP COLUMN "billing_interval";
  DROP TYPE "public"."enum_subscriptions_billing_interval";`)
}
