import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { paymentReference } from '../src/domain/billing/payment-reference'
import { isBillingIban } from '../src/domain/billing/qr-bill'

/**
 * Invoices get lines, a discount, computed totals and a stored payment reference; the settings get
 * the studio's VAT number, the rates offered and the 5-centime rounding flag.
 *
 * The config no longer marks invoices.amount required (the server computes it, so callers need not
 * send it), but the generated "DROP NOT NULL" is left out on purpose: every stored invoice keeps a
 * total, which the SQL sums rely on.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_lines_vat_rate" AS ENUM('0', '8.1', '2.6', '3.8');
  CREATE TYPE "public"."enum_settings_billing_vat_rates" AS ENUM('0', '8.1', '2.6', '3.8');
  CREATE TABLE "invoices_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"description" varchar,
  	"quantity" numeric DEFAULT 1,
  	"unit_price" numeric,
  	"vat_rate" "enum_invoices_lines_vat_rate" DEFAULT '8.1'
  );
  
  CREATE TABLE "settings_billing_vat_rates" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_settings_billing_vat_rates",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "invoices" ADD COLUMN "discount" numeric;
  ALTER TABLE "invoices" ADD COLUMN "subtotal" numeric;
  ALTER TABLE "invoices" ADD COLUMN "vat_amount" numeric;
  ALTER TABLE "invoices" ADD COLUMN "rounding" numeric;
  ALTER TABLE "invoices" ADD COLUMN "round_to_five_centimes" boolean DEFAULT false;
  ALTER TABLE "invoices" ADD COLUMN "payment_reference" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_vat_number" varchar;
  ALTER TABLE "settings" ADD COLUMN "billing_round_to_five_centimes" boolean DEFAULT false;
  ALTER TABLE "invoices_lines" ADD CONSTRAINT "invoices_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_billing_vat_rates" ADD CONSTRAINT "settings_billing_vat_rates_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invoices_lines_order_idx" ON "invoices_lines" USING btree ("_order");
  CREATE INDEX "invoices_lines_parent_id_idx" ON "invoices_lines" USING btree ("_parent_id");
  CREATE INDEX "settings_billing_vat_rates_order_idx" ON "settings_billing_vat_rates" USING btree ("order");
  CREATE INDEX "settings_billing_vat_rates_parent_idx" ON "settings_billing_vat_rates" USING btree ("parent_id");`)

  // Every existing invoice becomes one line of its whole amount at 0 % VAT (none was charged
  // before), described as its PDF described it ("offer · project"), so no total changes.
  await db.execute(sql`
  INSERT INTO "invoices_lines" ("_order", "_parent_id", "id", "description", "quantity", "unit_price", "vat_rate")
  SELECT 1, i."id", substr(md5('invoice-line-' || i."id"), 1, 24),
         left(coalesce(nullif(p."plan", '') || ' · ', CASE p."project_type"
             WHEN 'launch_site' THEN 'Site Launch · '
             WHEN 'pro_platform' THEN 'Plateforme Pro · '
             WHEN 'real_software' THEN 'Logiciel · ' ELSE '' END) || p."project_name", 200),
         1, i."amount", '0'
    FROM "invoices" i JOIN "client_projects" p ON p."id" = i."project_id";
  UPDATE "invoices" SET "subtotal" = "amount", "vat_amount" = 0, "rounding" = 0,
         "round_to_five_centimes" = false;`)

  // Existing invoices get the payment reference a new one gets at creation, for the studio's
  // current account, so a payment of any invoice can be matched by its stored reference.
  const { rows: settings } = await db.execute(sql`SELECT "billing_iban" AS iban FROM "settings"`)
  const iban = (settings[0] as { iban: string | null } | undefined)?.iban
  if (iban && isBillingIban(iban)) {
    // Only numbered invoices: a reference is given with the number (a draft has none yet).
    const { rows } = await db.execute(
      sql`SELECT "id", "invoice_number" FROM "invoices" WHERE "invoice_number" IS NOT NULL`,
    )
    const invoices = rows as { id: number; invoice_number: string }[]
    const references = invoices.map((invoice) => ({
      id: invoice.id,
      reference: paymentReference(iban, { id: invoice.id, invoiceNumber: invoice.invoice_number }),
    }))
    await db.execute(sql`
    UPDATE "invoices" i SET "payment_reference" = r."reference"
      FROM jsonb_to_recordset(${JSON.stringify(references)}::jsonb) AS r("id" integer, "reference" varchar)
     WHERE i."id" = r."id";`)
  }

  // The settings offer every legal rate until an admin narrows them.
  await db.execute(sql`
  INSERT INTO "settings_billing_vat_rates" ("order", "parent_id", "value")
  SELECT r."order", s."id", r."value"::"enum_settings_billing_vat_rates"
    FROM "settings" s,
         unnest(ARRAY['8.1', '2.6', '3.8', '0']) WITH ORDINALITY AS r("value", "order");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_billing_vat_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices_lines" CASCADE;
  DROP TABLE "settings_billing_vat_rates" CASCADE;
  ALTER TABLE "invoices" DROP COLUMN "discount";
  ALTER TABLE "invoices" DROP COLUMN "subtotal";
  ALTER TABLE "invoices" DROP COLUMN "vat_amount";
  ALTER TABLE "invoices" DROP COLUMN "rounding";
  ALTER TABLE "invoices" DROP COLUMN "round_to_five_centimes";
  ALTER TABLE "invoices" DROP COLUMN "payment_reference";
  ALTER TABLE "settings" DROP COLUMN "billing_vat_number";
  ALTER TABLE "settings" DROP COLUMN "billing_round_to_five_centimes";
  DROP TYPE "public"."enum_invoices_lines_vat_rate";
  DROP TYPE "public"."enum_settings_billing_vat_rates";`)
}
