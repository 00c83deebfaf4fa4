import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'invoiceCancelled' BEFORE 'briefReceived';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The enum is recreated without the value: its notifications go first.
  await db.execute(sql`
   DELETE FROM "notifications" WHERE "kind" = 'invoiceCancelled';
   ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_kind";
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('updatePosted', 'deliverableShared', 'studioMessage', 'requestStarted', 'requestDone', 'invoiceIssued', 'briefReceived', 'clientRequest', 'clientMessage', 'deliverableApproved');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notifications_kind" USING "kind"::"public"."enum_notifications_kind";`)
}
