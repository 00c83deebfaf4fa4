import type { ProjectStatus } from '@/domain/projects/status'
import type { ProjectType } from '@/domain/projects/type'

/** Demo clients of `npm run seed -- --demo`: between them, a project in every status. */
export type DemoProject = {
  projectName: string
  projectType: ProjectType
  status: ProjectStatus
  progressPercentage: number
  plan: string
  nextStep: string
}
export type DemoClient = {
  email: string
  firstName: string
  lastName: string
  companyName: string
  phone: string
  plan: string
  planMrrChf: number
  projects: DemoProject[]
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    email: 'demo.alpage@example.com',
    firstName: 'Léa',
    lastName: 'Favre',
    companyName: 'Boulangerie Alpage',
    phone: '+41 22 555 01 01',
    plan: 'Plan Continu',
    planMrrChf: 79,
    projects: [
      {
        projectName: 'Site vitrine Alpage',
        projectType: 'launch_site',
        status: 'live',
        progressPercentage: 100,
        plan: 'Site Launch',
        nextStep: 'Suivi mensuel',
      },
      {
        projectName: 'Commande en ligne Alpage',
        projectType: 'pro_platform',
        status: 'in_build',
        progressPercentage: 45,
        plan: 'Plateforme Pro',
        nextStep: 'Intégration du paiement Twint',
      },
    ],
  },
  {
    email: 'demo.leman@example.com',
    firstName: 'Marc',
    lastName: 'Rochat',
    companyName: 'Léman Logistique SA',
    phone: '+41 21 555 02 02',
    plan: 'Plan Continu',
    planMrrChf: 79,
    projects: [
      {
        projectName: 'Portail transporteurs',
        projectType: 'real_software',
        status: 'review',
        progressPercentage: 85,
        plan: 'Logiciel',
        nextStep: 'Recette avec le client',
      },
      {
        projectName: 'Site corporate Léman',
        projectType: 'launch_site',
        status: 'on_care',
        progressPercentage: 100,
        plan: 'Site Launch',
        nextStep: 'Mise à jour des contenus',
      },
    ],
  },
  {
    email: 'demo.jura@example.com',
    firstName: 'Sophie',
    lastName: 'Chappuis',
    companyName: 'Atelier Jura',
    phone: '+41 32 555 03 03',
    plan: '',
    planMrrChf: 0,
    projects: [
      {
        projectName: 'Boutique Atelier Jura',
        projectType: 'pro_platform',
        status: 'approved',
        progressPercentage: 5,
        plan: 'Plateforme Pro',
        nextStep: 'Atelier de cadrage',
      },
      {
        projectName: 'Application de réservation',
        projectType: 'real_software',
        status: 'pending',
        progressPercentage: 0,
        plan: 'Logiciel',
        nextStep: 'Analyse du brief',
      },
      {
        projectName: 'Site événementiel',
        projectType: 'launch_site',
        status: 'rejected',
        progressPercentage: 0,
        plan: 'Site Launch',
        nextStep: '',
      },
    ],
  },
]

/**
 * Example billing details so the demo's invoices download with a QR-bill. The IBAN is the
 * Swiss banks' published test account; a real studio enters its own in the settings.
 */
/**
 * The demo studio's identity: a fictitious company (its UID and VAT number pass the register's
 * check digit, its phone is in the range kept for fiction), so every page and invoice shows one.
 */
export const DEMO_IDENTITY = {
  legalName: 'Studio Léman Sàrl',
  street: 'Rue du Rhône',
  buildingNumber: '1',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH',
  uid: 'CHE-123.456.788',
  vatNumber: 'CHE-123.456.788 TVA',
  phone: '+41 22 555 01 23',
  messagingUrl: 'https://wa.me/41225550123',
  social: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/studio-leman' },
    { network: 'instagram', url: 'https://www.instagram.com/studio.leman' },
  ],
} as const

/** The demo studio's account, into which its QR-bills pay. */
export const DEMO_IBAN = 'CH93 0076 2011 6238 5295 7'

/** Whether a project of this status has work, and so requests, updates and invoices, to show. */
export const isUnderWay = (status: ProjectStatus) =>
  status === 'in_build' || status === 'review' || status === 'live' || status === 'on_care'
