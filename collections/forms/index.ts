import type { PluginConfig } from '@payloadcms/plugin-form-builder/types'
import { type Access, APIError, type CollectionBeforeDeleteHook } from 'payload'

import { isStaffEditor } from '@/access/roles'
import { editors } from '@/access/rules'
import { SUPPORT_FORM_SLUG } from '@/domain/forms/form-settings'
import { CONTENT_TAGS } from '@/server/content'

import { NAV_GROUPS } from '../_shared/panel'
import { revalidateOnChange } from '../_shared/revalidate-hooks'
import { submitForm } from './endpoints/submit'
import { formFields } from './fields'

/** Editors delete the forms they built, never the support form the /support page shows. */
const editorsButNotSupport: Access = ({ req }) =>
  isStaffEditor(req.user) ? { slug: { not_equals: SUPPORT_FORM_SLUG } } : false

/** A form with answers stays: deleting it would take the visitors' answers with it. */
const keepAnsweredForms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'form-submissions',
    where: { form: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `Ce formulaire a reçu ${totalDocs} réponse(s) : il ne peut pas être supprimé sans elles.`,
      400,
      null,
      true,
    )
  }
}

/**
 * The form builder's forms (`@payloadcms/plugin-form-builder`): editors and admins build them in
 * /cms; visitors only ever see a form through the site's pages, which read it as system code
 * without its e-mail settings (recipients are the studio's business), and answer it through
 * POST /api/forms/:slug/submit.
 */
export const formOverrides: PluginConfig['formOverrides'] = {
  slug: 'forms',
  labels: {
    singular: { fr: 'Formulaire', en: 'Form' },
    plural: { fr: 'Formulaires', en: 'Forms' },
  },
  admin: {
    group: NAV_GROUPS.site,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  access: { create: editors, read: editors, update: editors, delete: editorsButNotSupport },
  // Editors prepare a form as a draft; the site shows and accepts only published forms.
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidateOnChange(CONTENT_TAGS.forms), beforeDelete: [keepAnsweredForms] },
  endpoints: [submitForm],
  fields: formFields,
}
