import { describe, expect, it } from 'vitest'

import { PROJECT_PHASES } from './phases'
import { PROJECT_STATUSES } from './status'
import {
  canMoveProject,
  moveRefusal,
  nextProjectStatuses,
  projectMoveSchema,
  undoOf,
} from './transitions'

const everyMove = PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.map((to) => ({ from, to })))

describe('project transitions', () => {
  it('moves one phase forward or back along the project’s life', () => {
    PROJECT_PHASES.forEach((phase, index) => {
      const next = PROJECT_PHASES[index + 1]
      if (next) {
        expect(canMoveProject(phase, next), `${phase} → ${next}`).toBe(true)
        expect(canMoveProject(next, phase), `${next} → ${phase}`).toBe(true)
      }
      for (const far of PROJECT_PHASES.slice(index + 2)) {
        expect(canMoveProject(phase, far), `${phase} → ${far}`).toBe(false)
        expect(canMoveProject(far, phase), `${far} → ${phase}`).toBe(false)
      }
    })
  })

  it('rejects only before the work starts, and a rejected project only goes back to those', () => {
    expect(nextProjectStatuses('rejected')).toEqual(['pending', 'approved'])
    for (const status of PROJECT_STATUSES) {
      expect(canMoveProject(status, 'rejected'), status).toBe(
        ['pending', 'approved', 'rejected'].includes(status),
      )
    }
    expect(canMoveProject('rejected', 'live')).toBe(false)
    expect(canMoveProject('rejected', 'in_build')).toBe(false)
  })

  it('lets a project stay where it is', () => {
    for (const status of PROJECT_STATUSES) expect(canMoveProject(status, status)).toBe(true)
  })

  it('undoes every allowed move by its inverse, and nothing else', () => {
    for (const move of everyMove) {
      const undo = undoOf(move)
      if (move.from !== move.to && canMoveProject(move.from, move.to)) {
        expect(undo, `${move.from} → ${move.to}`).toEqual({ from: move.to, to: move.from })
        expect(canMoveProject(undo!.from, undo!.to)).toBe(true)
      } else {
        expect(undo, `${move.from} → ${move.to}`).toBeNull()
      }
    }
  })
})

describe('projectMoveSchema', () => {
  it('reads a move of two statuses and refuses anything else', () => {
    expect(projectMoveSchema.parse({ from: 'in_build', to: 'review' })).toEqual({
      from: 'in_build',
      to: 'review',
    })
    for (const body of [null, {}, { from: 'in_build' }, { from: 'in_build', to: 'done' }]) {
      const parsed = projectMoveSchema.safeParse(body)
      expect(parsed.error?.issues[0]?.message, JSON.stringify(body)).toBe('requestInvalid')
    }
  })
})

describe('moveRefusal', () => {
  it('names the statuses in the words given, and where the project may go', () => {
    const words = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, s.toUpperCase()])) as Record<
      (typeof PROJECT_STATUSES)[number],
      string
    >
    expect(moveRefusal({ from: 'rejected', to: 'live' }, words)).toBe(
      'projectStatusMove?from=REJECTED&to=LIVE&allowed=PENDING%2C+APPROVED',
    )
  })
})
