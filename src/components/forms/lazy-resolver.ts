import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form's resolver loaded when the form is first used (`preload`, on focus) or checked, not with
 * the page: a schema brings Zod, whose code would otherwise be parsed and run while the page
 * loads. A failed download is tried again at the next check.
 */
export const lazyResolver = <Values extends FieldValues>(load: () => Promise<Resolver<Values>>) => {
  let loaded: Promise<Resolver<Values>> | undefined
  const preload = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await preload())(values, context, options)
  return { resolver, preload }
}
