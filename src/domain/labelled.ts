/** A closed list of values: statuses, types, categories (their words are the `labels` texts). */
export type Labelled<V extends string> = Readonly<Record<V, string>>

export const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
