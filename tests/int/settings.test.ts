import { beforeAll, describe, expect, it } from 'vitest'

import { SLA_HOURS_ERROR, SLA_ORDER_ERROR } from '@/domain/settings/settings-schema'
import { validationText } from '@/i18n/validation-text'

/** The settings global over REST: the SLA thresholds' rules hold on the server too. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors

const save = async (email: string, json: object) => {
  const login = await rest('POST', 'users/login', {
    json: { email, password: helpers.TEST_PASSWORD },
  })
  return rest('POST', 'globals/settings', { token: login.data.token as string, json })
}

const stored = async () =>
  (await helpers.testPayload()).findGlobal({ slug: 'settings', ...helpers.system })

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  actors = await helpers.createActors(await helpers.testPayload())
})

describe('SLA thresholds', () => {
  it('saves whole, ordered hours', async () => {
    expect(
      (await save(actors.admin.email, { slaWarnHours: 12, slaCriticalHours: 36 })).status,
    ).toBe(200)
    expect(await stored()).toMatchObject({ slaWarnHours: 12, slaCriticalHours: 36 })
  })

  it('refuses a warning above the critical threshold, even sent alone, and keeps the old values', async () => {
    for (const json of [{ slaWarnHours: 40, slaCriticalHours: 30 }, { slaWarnHours: 37 }]) {
      const answer = await save(actors.admin.email, json)
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.data)).toContain(validationText('fr', SLA_ORDER_ERROR))
    }
    expect(await stored()).toMatchObject({ slaWarnHours: 12, slaCriticalHours: 36 })
  })

  it('refuses negative and fractional hours', async () => {
    for (const json of [{ slaCriticalHours: -1 }, { slaWarnHours: 2.5 }, { slaWarnHours: 'x' }]) {
      const answer = await save(actors.admin.email, json)
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.data)).toContain(validationText('fr', SLA_HOURS_ERROR))
    }
  })

  it('is the admins’ only to change', async () => {
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await save(email, { slaWarnHours: 1 })).status).toBe(403)
    }
    expect((await stored()).slaWarnHours).toBe(12)
  })
})
