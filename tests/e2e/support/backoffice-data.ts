import crypto from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { DESCRIPTION } from './brief'

/** A pending brief with its pending project, as the brief endpoint stores them, via admin REST. */
export type SeededBrief = {
  submissionId: number
  projectId: number
  firstName: string
  lastName: string
  companyName: string
  email: string
  projectName: string
}

const post = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const response = await request.post(`/api/${path}`, {
    headers: { Authorization: `JWT ${token}` },
    data,
  })
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

export const seedBrief = async (
  request: APIRequestContext,
  token: string,
  label: string,
  language: 'fr' | 'en' = 'fr',
): Promise<SeededBrief> => {
  const tag = `${label}${crypto.randomBytes(3).toString('hex')}`
  const brief = {
    firstName: 'Inès',
    lastName: `Martin-${tag}`,
    companyName: `Atelier ${tag}`,
    email: `${tag}@test.example.com`,
    phone: '+41 22 555 01 02',
    projectType: 'pro_platform',
    businessDescription: DESCRIPTION,
    likedSites: 'https://example.org',
    dislikedSites: '',
    briefConfirmed: true,
    language,
  }
  const submissionId = await post(request, token, 'project-submissions', brief)
  const projectName = `Plateforme ${tag}`
  const projectId = await post(request, token, 'client-projects', {
    projectName,
    submission: submissionId,
    projectType: 'pro_platform',
    status: 'pending',
    progressPercentage: 0,
  })
  return { submissionId, projectId, projectName, ...brief }
}

/** A project straight in the pipeline (no brief), written as an admin would. */
export const seedProject = async (
  request: APIRequestContext,
  token: string,
  data: {
    projectName: string
    status: string
    adminOwner?: string
    progressPercentage?: number
    nextStep?: string
  },
) =>
  post(request, token, 'client-projects', {
    projectType: 'launch_site',
    plan: 'Site Launch',
    progressPercentage: 20,
    ...data,
  })
