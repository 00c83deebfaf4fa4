import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bank_credits_status" AS ENUM('matched', 'unmatched', 'ignored');
  CREATE TABLE "bank_credits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" varchar NOT NULL,
  	"booking_date" timestamp(3) with time zone NOT NULL,
  	"amount" numeric NOT NULL,
  	"reference" varchar,
  	"debtor_name" varchar,
  	"status" "enum_bank_credits_status" NOT NULL,
  	"invoice_id" integer,
  	"suggested_invoice_id" integer,
  	"note" varchar,
  	"statement_file" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "invoices" ADD COLUMN "amount_paid" numeric;
  ALTER TABLE "invoices" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bank_credits_id" integer;
  ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_suggested_invoice_id_invoices_id_fk" FOREIGN KEY ("suggested_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "bank_credits_entry_id_idx" ON "bank_credits" USING btree ("entry_id");
  CREATE INDEX "bank_credits_booking_date_idx" ON "bank_credits" USING btree ("booking_date");
  CREATE INDEX "bank_credits_reference_idx" ON "bank_credits" USING btree ("reference");
  CREATE INDEX "bank_credits_status_idx" ON "bank_credits" USING btree ("status");
  CREATE INDEX "bank_credits_invoice_idx" ON "bank_credits" USING btree ("invoice_id");
  CREATE INDEX "bank_credits_suggested_invoice_idx" ON "bank_credits" USING btree ("suggested_invoice_id");
  CREATE INDEX "bank_credits_updated_at_idx" ON "bank_credits" USING btree ("updated_at");
  CREATE INDEX "bank_credits_created_at_idx" ON "bank_credits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bank_credits_fk" FOREIGN KEY ("bank_credits_id") REFERENCES "public"."bank_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at");
  CREATE INDEX "payload_locked_documents_rels_bank_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("bank_credits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bank_credits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bank_credits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bank_credits_fk";
  
  DROP INDEX "invoices_paid_at_idx";
  DROP INDEX "payload_locked_documents_rels_bank_credits_id_idx";
  ALTER TABLE "invoices" DROP COLUMN "amount_paid";
  ALTER TABLE "invoices" DROP COLUMN "paid_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bank_credits_id";
  DROP TYPE "public"."enum_bank_credits_status";`)
}
