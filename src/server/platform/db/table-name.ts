/**
 * The table of a collection or global as Payload's Postgres adapter names it: its slug in snake
 * case (the studio's slugs are kebab or camel case, letters and digits only).
 */
export const tableNameOf = (slug: string) =>
  slug
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase()
