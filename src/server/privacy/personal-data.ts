import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import {
  anonymiseAccount,
  anonymiseActivities,
  anonymiseProjects,
  cancelSubscriptions,
  forgetPayers,
} from './anonymise'
import type { Subject } from './subject'

/**
 * What an erasure does to a collection's rows about the person: removed, kept as they are (with
 * the legal reason), or rewritten without what identifies them.
 */
type Erasure =
  | { erase: 'delete' }
  | { erase: 'keep'; why: string }
  | { erase: (req: PayloadRequest, subject: Subject) => Promise<void> }

/**
 * One collection's rows about a person: which ones (`where`), whether the export shows them
 * (internal rows that only the app reads are left out) and what the erasure does to them.
 */
export type PersonalRows = { where: (subject: Subject) => Where; exported: boolean } & Erasure

/** A collection that holds nobody's personal data, with the reason. */
type NotPersonal = { why: string }

/** `in` over ids that may be none: ids are serials from 1, so 0 matches no row. */
const within = (field: string, ids: (number | string)[]): Where => ({
  [field]: { in: ids.length ? ids : [0] },
})

const ownRows = (field: string) => (subject: Subject) => ({ [field]: { equals: subject.userId } })
const ofProjects = (subject: Subject) => within('project', subject.projectIds)

/** Audit entries about the person or its rows, and the ones it wrote itself. */
const activitiesAbout = (subject: Subject): Where => {
  const about = (entityType: string, ids: number[]): Where => ({
    and: [{ entityType: { equals: entityType } }, within('entityId', ids.map(String))],
  })
  return {
    or: [
      about('user', [subject.userId]),
      about('submission', subject.submissionIds),
      about('project', subject.projectIds),
      about('request', subject.requestIds),
      about('invoice', subject.invoiceIds),
      { actorId: { equals: String(subject.userId) } },
    ],
  }
}

/** Invoices and what proves their payment: accounting records, kept 10 years (CO art. 958f). */
const ACCOUNTING = 'Pièce comptable conservée 10 ans (CO art. 958f), sous un client anonymisé.'

/**
 * Every collection of the config, personal or not. An export and an erasure walk the same list,
 * and a test fails when a collection is missing from it: a new collection is decided here first.
 * Rows come before the rows they point to: a deleted parent would empty their link (`set null`)
 * before they were found.
 * Files (brief files, project files) are removed with their rows: the erasure queues the removal
 * of the person's folders, which runs once the erasure has committed.
 */
export const PERSONAL_DATA: Record<CollectionSlug, PersonalRows | NotPersonal> = {
  users: {
    where: (subject) => ({ id: { equals: subject.userId } }),
    exported: true,
    erase: anonymiseAccount,
  },
  'project-files': {
    where: (subject) => within('submission', subject.submissionIds),
    exported: true,
    erase: 'delete',
  },
  'project-submissions': {
    where: (subject) => within('id', subject.submissionIds),
    exported: true,
    erase: 'delete',
  },
  'client-projects': { where: ownRows('user'), exported: true, erase: anonymiseProjects },
  'request-read-markers': { where: ownRows('user'), exported: false, erase: 'delete' },
  notifications: { where: ownRows('recipient'), exported: true, erase: 'delete' },
  'request-messages': {
    where: (subject) => within('request', subject.requestIds),
    exported: true,
    erase: 'delete',
  },
  'deliverable-files': { where: ofProjects, exported: true, erase: 'delete' },
  deliverables: { where: ofProjects, exported: true, erase: 'delete' },
  'client-requests': {
    where: (subject) => within('id', subject.requestIds),
    exported: true,
    erase: 'delete',
  },
  'project-updates': { where: ofProjects, exported: true, erase: 'delete' },
  invoices: { where: ofProjects, exported: true, erase: 'keep', why: ACCOUNTING },
  // The payment stays (amount, day, reference, the bank's entry id); the payer's name goes.
  'bank-credits': {
    where: (subject) => within('invoice', subject.invoiceIds),
    exported: true,
    erase: forgetPayers,
  },
  // Kept with the invoices they produced; the closed account's plan ends with it.
  subscriptions: { where: ofProjects, exported: true, erase: cancelSubscriptions },
  activities: { where: activitiesAbout, exported: true, erase: anonymiseActivities },
  'session-details': { where: ownRows('user'), exported: true, erase: 'delete' },
  'newsletter-subscribers': {
    where: (subject) => within('id', subject.subscriberIds),
    exported: true,
    erase: 'delete',
  },
  'form-submissions': {
    where: (subject) => within('id', subject.formSubmissionIds),
    exported: true,
    erase: 'delete',
  },
  'data-exports': { where: ownRows('subject'), exported: false, erase: 'delete' },
  'glossary-terms': { why: 'Contenu du site.' },
  'faq-items': { why: 'Contenu du site.' },
  posts: { why: 'Contenu du site.' },
  images: { why: 'Contenu du site.' },
  'case-studies': { why: 'Contenu du site.' },
  'legal-pages': { why: 'Contenu du site.' },
  forms: { why: 'Contenu du site : les formulaires, sans les réponses.' },
  'payload-preferences': { where: ownRows('user.value'), exported: true, erase: 'delete' },
  'payload-locked-documents': { where: ownRows('user.value'), exported: false, erase: 'delete' },
  'payload-jobs': { why: 'File d’attente : des identifiants seulement, jamais de données.' },
  'payload-migrations': { why: 'Historique du schéma de la base.' },
  'payload-kv': { why: 'Valeurs internes de Payload, sans lien avec une personne.' },
}

const isPersonal = (rule: PersonalRows | NotPersonal): rule is PersonalRows => 'where' in rule

/** The collections that hold personal data, in the list's order, with their rule. */
export const personalCollections = () =>
  (Object.entries(PERSONAL_DATA) as [CollectionSlug, PersonalRows | NotPersonal][]).flatMap(
    ([slug, rule]) => (isPersonal(rule) ? [{ slug, rule }] : []),
  )
