import type { APIRequestContext } from '@playwright/test'

import { createAdmin, createClient, sql } from './accounts'
import { adminToken } from './admin-api'
import { create } from './portal-data'

const DAY = 86_400_000
/** Dates relative to the run: the states they give (due, late) stay the same whatever the day. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** The accounts the screenshots are taken as, with fixed e-mails: the frame prints the address. */
export const SCREENS_ADMIN = 'ecrans.admin@test.example.com'
export const SCREENS_CLIENT = 'ecrans.client@test.example.com'

/**
 * The accounts and the client project the screenshots show, with fixed names, on the seeded demo
 * data of a fresh database.
 */
export const seedScreens = async (request: APIRequestContext) => {
  await createAdmin(request, SCREENS_ADMIN)
  const client = await createClient(request, 'ecrans', SCREENS_CLIENT)
  const [user] = await sql<{ id: number }>('select id from users where email = $1', [client.email])
  const token = await adminToken(request)
  const project = await create(request, token, 'client-projects', {
    projectName: 'Site de la Fromagerie du Lac',
    user: user!.id,
    plan: 'Plateforme Pro · 2 990 CHF',
    status: 'in_build',
    progressPercentage: 65,
    startDate: inDays(-30),
    estimatedDelivery: inDays(20),
    nextStep: 'Relecture des textes de la page Produits',
  })
  const requests = [
    ['Accueil', 'Remplacer la photo du bandeau par celle de la cave d’affinage.', 'Pending'],
    ['Contact', 'Ajouter les horaires d’été et le lien vers la carte.', 'InProgress'],
  ] as const
  for (const [pageConcerned, changeDescription, status] of requests) {
    await create(request, token, 'client-requests', {
      project,
      pageConcerned,
      changeDescription,
      status,
    })
  }
  await create(request, token, 'project-updates', {
    project,
    updateNote: 'Maquettes des pages Accueil et Produits validées.',
    status: 'completed',
  })
  const lines = [
    { description: 'Acompte Plateforme Pro', quantity: 1, unitPrice: 1495, vatRate: '0' },
  ]
  await create(request, token, 'invoices', {
    project,
    invoiceNumber: 'ECRANS-1',
    // Today: the revenue chart draws it in its last month, whatever the day of the month.
    invoiceDate: inDays(0),
    dueDate: inDays(27),
    lines,
    status: 'Pending',
  })
  // The back office's lists: a brief waiting for review and a project further down the pipeline.
  const submission = await create(request, token, 'project-submissions', {
    firstName: 'Inès',
    lastName: 'Martin',
    companyName: 'Atelier Martin',
    email: 'ines.martin@test.example.com',
    phone: '+41 22 555 01 02',
    projectType: 'pro_platform',
    businessDescription:
      'Une boutique en ligne pour nos céramiques faites main à Carouge, avec la réservation des ateliers du samedi et des bons cadeaux.',
    likedSites: 'https://example.org',
    dislikedSites: '',
    briefConfirmed: true,
    language: 'fr',
  })
  await create(request, token, 'client-projects', {
    projectName: 'Plateforme Atelier Martin',
    submission,
    projectType: 'pro_platform',
    status: 'pending',
    progressPercentage: 0,
  })
  await create(request, token, 'client-projects', {
    projectName: 'Site vitrine Cave du Léman',
    projectType: 'launch_site',
    plan: 'Site Launch',
    status: 'review',
    progressPercentage: 90,
  })
}
