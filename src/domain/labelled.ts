/** A closed list of values, each with its French label: statuses, types, categories. */
export type Labelled<V extends string> = Readonly<Record<V, string>>

export const valuesOf = <V extends string>(labels: Labelled<V>): V[] => Object.keys(labels) as V[]

export const isValueOf = <V extends string>(labels: Labelled<V>, value: unknown): value is V =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(labels, value)
