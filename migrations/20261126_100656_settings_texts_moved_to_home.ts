import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The settings' pricing and guarantee texts: nothing read them; the site's are the home page's
// (localized, CMS › Page d'accueil › Tarifs).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "pricing_text";
  ALTER TABLE "settings" DROP COLUMN "guarantee_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "pricing_text" varchar DEFAULT 'Des prix fixes et transparents en CHF : Site Launch dès 999 CHF, Plateforme Pro dès 2 990 CHF, Logiciel sur mesure dès 9 990 CHF. Le plan de maintenance continue coûte 79 CHF par mois.';
  ALTER TABLE "settings" ADD COLUMN "guarantee_text" varchar DEFAULT 'Si nous livrons en retard, le premier mois de maintenance vous est offert. Garantie d’un mois après la livraison.';`)
}
