import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The audit log is append-only below the application too: PostgreSQL refuses any UPDATE or
 * DELETE on `activities`, whoever connects.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'activities is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$;
  CREATE TRIGGER "activities_append_only"
    BEFORE UPDATE OR DELETE ON "activities"
    FOR EACH ROW EXECUTE FUNCTION "activities_append_only"();
  CREATE TRIGGER "activities_no_truncate"
    BEFORE TRUNCATE ON "activities"
    FOR EACH STATEMENT EXECUTE FUNCTION "activities_append_only"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "activities_no_truncate" ON "activities";
  DROP TRIGGER "activities_append_only" ON "activities";
  DROP FUNCTION "activities_append_only"();`)
}
