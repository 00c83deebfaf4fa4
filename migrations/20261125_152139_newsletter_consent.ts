import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterWelcome';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeUnconfirmedSubscribers';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterWelcome';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeUnconfirmedSubscribers';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  CREATE INDEX "newsletter_subscribers_confirmed_at_idx" ON "newsletter_subscribers" USING btree ("confirmed_at");
  CREATE INDEX "newsletter_subscribers_confirmation_sent_at_idx" ON "newsletter_subscribers" USING btree ("confirmation_sent_at");`)
  // Addresses stored before the double opt-in have no proof of consent: they count as unconfirmed
  // since they arrived, and the nightly purge erases them 30 days after that.
  await db.execute(
    sql`UPDATE "newsletter_subscribers" SET "confirmation_sent_at" = "created_at" WHERE "confirmation_sent_at" IS NULL`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'removeSubmissionFiles');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'removeSubmissionFiles');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "newsletter_subscribers_confirmed_at_idx";
  DROP INDEX "newsletter_subscribers_confirmation_sent_at_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
