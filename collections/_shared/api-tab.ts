import type { DocumentTabCondition, EditConfig, Plugin } from 'payload'

import { isAdmin } from '@/access/roles'

/** The tab's condition: Payload's own rule (`hideAPIURL`), then admins only. */
const forAdmins: DocumentTabCondition = ({ collectionConfig, globalConfig, req }) =>
  !(collectionConfig ?? globalConfig)?.admin?.hideAPIURL && isAdmin(req.user)

type Views = { edit?: EditConfig } | undefined
type Entity = { admin?: { components?: { views?: Views } } }

/** A collection or global whose edit views show the API tab to admins only, the rest kept. */
const withApiTabForAdmins = <E extends Entity>(entity: E): E => {
  const views = entity.admin?.components?.views
  const edit = (views?.edit ?? {}) as Record<string, { tab?: object } | undefined>
  const api = { ...edit.api, tab: { ...edit.api?.tab, condition: forAdmins } }
  return {
    ...entity,
    admin: {
      ...entity.admin,
      components: { ...entity.admin?.components, views: { ...views, edit: { ...edit, api } } },
    },
  }
}

/**
 * Every document's API tab (its JSON and REST address) is a developer's tool: admins keep it,
 * editors get a panel about their content only. Payload's `hideAPIURL` hides it from everyone, so
 * the tab's own condition decides per user. Applied last, to the plugins' collections too.
 */
export const apiTabForAdminsOnly: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withApiTabForAdmins),
  globals: config.globals?.map(withApiTabForAdmins),
})
