import path from 'node:path'

import type { Page } from '@playwright/test'

/** The brief form of /demarrer-projet, filled in as a visitor would, and the files it sends. */
export const fixture = (name: string) => path.join(import.meta.dirname, '../../fixtures', name)

export const DESCRIPTION =
  'Nous sommes une boulangerie artisanale à Genève et voulons vendre nos produits en ligne avec retrait en boutique.'

export const fillBrief = async (page: Page, email: string) => {
  await page.getByLabel('Prénom', { exact: true }).fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Dupont')
  await page.getByLabel('Entreprise', { exact: true }).fill('Boulangerie Dupont')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Téléphone', { exact: true }).fill('+41 79 000 00 00')
  await page.getByRole('radio', { name: 'Plateforme Pro' }).check()
  await page.getByLabel('Décrivez votre activité et votre projet').fill(DESCRIPTION)
  await page.getByLabel('Je confirme que ce brief décrit fidèlement mon projet').check()
}
