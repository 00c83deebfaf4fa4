import { describe, expect, it } from 'vitest'

import { PROJECT_STATUSES } from '@/domain/projects/status'
import type { Pipeline, PipelineCard } from '@/server/projects/pipeline'

import { moveCard } from './move-card'

const card = (id: number, status: PipelineCard['status']): PipelineCard => ({
  id,
  projectName: `P${id}`,
  plan: null,
  status,
  progressPercentage: 0,
  estimatedDelivery: null,
  adminOwner: null,
  clientName: null,
})

const pipeline = (): Pipeline => {
  const empty = Object.fromEntries(
    PROJECT_STATUSES.map((status) => [status, { total: 0, projects: [] }]),
  ) as unknown as Pipeline
  return {
    ...empty,
    pending: { total: 12, projects: [card(1, 'pending'), card(2, 'pending')] },
    live: { total: 1, projects: [card(3, 'live')] },
  }
}

describe('moveCard', () => {
  it('moves the card to the top of its new column and adjusts both counts', () => {
    const moved = moveCard(pipeline(), 2, 'live')
    expect(moved.pending).toEqual({ total: 11, projects: [card(1, 'pending')] })
    expect(moved.live).toEqual({ total: 2, projects: [card(2, 'live'), card(3, 'live')] })
  })

  it('changes nothing for an unknown project or the same column', () => {
    const before = pipeline()
    expect(moveCard(before, 99, 'live')).toBe(before)
    expect(moveCard(before, 1, 'pending')).toBe(before)
  })
})
