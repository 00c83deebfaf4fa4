import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSecondFactorReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSecondFactorReset';
  CREATE TABLE "session_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"user_id" integer,
  	"user_agent" varchar,
  	"ip" varchar,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"ticket_hash" varchar,
  	"pending_until" timestamp(3) with time zone,
  	"second_factor_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "two_factor_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "two_factor_failures" numeric DEFAULT 0;
  ALTER TABLE "session_details" ADD CONSTRAINT "session_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "session_details_sid_idx" ON "session_details" USING btree ("sid");
  CREATE INDEX "session_details_user_idx" ON "session_details" USING btree ("user_id");
  CREATE INDEX "session_details_ticket_hash_idx" ON "session_details" USING btree ("ticket_hash");
  CREATE INDEX "session_details_updated_at_idx" ON "session_details" USING btree ("updated_at");
  CREATE INDEX "session_details_created_at_idx" ON "session_details" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "session_details" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled_at";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "two_factor_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "two_factor_failures";`)
}
