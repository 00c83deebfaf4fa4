import path from 'node:path'

import type { Page } from '@playwright/test'

/** The brief form of /demarrer-projet, filled in as a visitor would, and the files it sends. */
export const fixture = (name: string) => path.join(import.meta.dirname, '../../fixtures', name)

export const DESCRIPTION =
  'Nous sommes une boulangerie artisanale à Genève et voulons vendre nos produits en ligne avec retrait en boutique.'

const LABELS = {
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    company: 'Entreprise',
    phone: 'Téléphone',
    plan: 'Plateforme Pro',
    description: 'Décrivez votre activité et votre projet',
    confirm: 'Je confirme que ce brief décrit fidèlement mon projet',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    phone: 'Phone',
    plan: 'Pro Platform',
    description: 'Describe your business and your project',
    confirm: 'I confirm this brief describes my project accurately',
  },
}

export const fillBrief = async (page: Page, email: string, lang: 'fr' | 'en' = 'fr') => {
  const label = LABELS[lang]
  await page.getByLabel(label.firstName, { exact: true }).fill('Camille')
  await page.getByLabel(label.lastName, { exact: true }).fill('Dupont')
  await page.getByLabel(label.company, { exact: true }).fill('Boulangerie Dupont')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel(label.phone, { exact: true }).fill('+41 79 000 00 00')
  await page.getByRole('radio', { name: label.plan }).check()
  await page.getByLabel(label.description).fill(DESCRIPTION)
  await page.getByLabel(label.confirm).check()
}
