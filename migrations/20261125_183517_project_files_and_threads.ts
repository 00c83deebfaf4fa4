import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deliverables_kind" AS ENUM('studio', 'client');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeProjectFiles' BEFORE 'sendNewsletterConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeProjectFiles' BEFORE 'sendNewsletterConfirmation';
  CREATE TABLE "request_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"project_id" integer,
  	"author_id" integer,
  	"body" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "request_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"deliverable_files_id" integer
  );
  
  CREATE TABLE "request_read_markers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"user_id" integer,
  	"read_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deliverables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"kind" "enum_deliverables_kind" DEFAULT 'studio' NOT NULL,
  	"title" varchar NOT NULL,
  	"note" varchar,
  	"created_by_id" integer,
  	"approval_by_id" integer,
  	"approval_at" timestamp(3) with time zone,
  	"approval_version" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deliverable_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"deliverable_id" integer,
  	"version" numeric,
  	"uploaded_by_id" integer,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deliverables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deliverable_files_id" integer;
  ALTER TABLE "settings" ADD COLUMN "file_max_megabytes" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_messages_rels" ADD CONSTRAINT "request_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."request_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "request_messages_rels" ADD CONSTRAINT "request_messages_rels_deliverable_files_fk" FOREIGN KEY ("deliverable_files_id") REFERENCES "public"."deliverable_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "request_read_markers" ADD CONSTRAINT "request_read_markers_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_read_markers" ADD CONSTRAINT "request_read_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_approval_by_id_users_id_fk" FOREIGN KEY ("approval_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliverable_files" ADD CONSTRAINT "deliverable_files_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliverable_files" ADD CONSTRAINT "deliverable_files_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliverable_files" ADD CONSTRAINT "deliverable_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id");
  CREATE INDEX "request_messages_project_idx" ON "request_messages" USING btree ("project_id");
  CREATE INDEX "request_messages_author_idx" ON "request_messages" USING btree ("author_id");
  CREATE INDEX "request_messages_updated_at_idx" ON "request_messages" USING btree ("updated_at");
  CREATE INDEX "request_messages_created_at_idx" ON "request_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "author_key_idx" ON "request_messages" USING btree ("author_id","key");
  CREATE INDEX "request_messages_rels_order_idx" ON "request_messages_rels" USING btree ("order");
  CREATE INDEX "request_messages_rels_parent_idx" ON "request_messages_rels" USING btree ("parent_id");
  CREATE INDEX "request_messages_rels_path_idx" ON "request_messages_rels" USING btree ("path");
  CREATE INDEX "request_messages_rels_deliverable_files_id_idx" ON "request_messages_rels" USING btree ("deliverable_files_id");
  CREATE INDEX "request_read_markers_request_idx" ON "request_read_markers" USING btree ("request_id");
  CREATE INDEX "request_read_markers_user_idx" ON "request_read_markers" USING btree ("user_id");
  CREATE INDEX "request_read_markers_updated_at_idx" ON "request_read_markers" USING btree ("updated_at");
  CREATE INDEX "request_read_markers_created_at_idx" ON "request_read_markers" USING btree ("created_at");
  CREATE UNIQUE INDEX "request_user_idx" ON "request_read_markers" USING btree ("request_id","user_id");
  CREATE INDEX "deliverables_project_idx" ON "deliverables" USING btree ("project_id");
  CREATE INDEX "deliverables_kind_idx" ON "deliverables" USING btree ("kind");
  CREATE INDEX "deliverables_created_by_idx" ON "deliverables" USING btree ("created_by_id");
  CREATE INDEX "deliverables_approval_approval_by_idx" ON "deliverables" USING btree ("approval_by_id");
  CREATE INDEX "deliverables_updated_at_idx" ON "deliverables" USING btree ("updated_at");
  CREATE INDEX "deliverables_created_at_idx" ON "deliverables" USING btree ("created_at");
  CREATE UNIQUE INDEX "deliverable_files_filename_compound_idx" ON "deliverable_files" USING btree ("filename","prefix");
  CREATE INDEX "deliverable_files_project_idx" ON "deliverable_files" USING btree ("project_id");
  CREATE INDEX "deliverable_files_deliverable_idx" ON "deliverable_files" USING btree ("deliverable_id");
  CREATE INDEX "deliverable_files_uploaded_by_idx" ON "deliverable_files" USING btree ("uploaded_by_id");
  CREATE INDEX "deliverable_files_updated_at_idx" ON "deliverable_files" USING btree ("updated_at");
  CREATE INDEX "deliverable_files_created_at_idx" ON "deliverable_files" USING btree ("created_at");
  CREATE INDEX "deliverable_files_filename_idx" ON "deliverable_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_messages_fk" FOREIGN KEY ("request_messages_id") REFERENCES "public"."request_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deliverables_fk" FOREIGN KEY ("deliverables_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deliverable_files_fk" FOREIGN KEY ("deliverable_files_id") REFERENCES "public"."deliverable_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_request_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("request_messages_id");
  CREATE INDEX "payload_locked_documents_rels_deliverables_id_idx" ON "payload_locked_documents_rels" USING btree ("deliverables_id");
  CREATE INDEX "payload_locked_documents_rels_deliverable_files_id_idx" ON "payload_locked_documents_rels" USING btree ("deliverable_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "request_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_messages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_read_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deliverables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deliverable_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "request_messages" CASCADE;
  DROP TABLE "request_messages_rels" CASCADE;
  DROP TABLE "request_read_markers" CASCADE;
  DROP TABLE "deliverables" CASCADE;
  DROP TABLE "deliverable_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deliverables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deliverable_files_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBriefAck', 'notifyStudioOfBrief', 'notifyStudioOfRequest', 'notifyClientOfResolution', 'sendApprovalEmail', 'sendInvoiceEmail', 'removeSubmissionFiles', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'purgeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_request_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_deliverables_id_idx";
  DROP INDEX "payload_locked_documents_rels_deliverable_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deliverables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deliverable_files_id";
  ALTER TABLE "settings" DROP COLUMN "file_max_megabytes";
  DROP TYPE "public"."enum_deliverables_kind";`)
}
