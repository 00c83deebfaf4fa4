/** A URL slug: lowercase letters, digits and single hyphens, e.g. "mon-premier-article". */
export const isSlug = (value: string): boolean =>
  value.length > 0 && value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
