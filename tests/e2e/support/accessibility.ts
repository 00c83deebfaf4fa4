import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The page's serious and critical axe-core violations as it is now, one line each: the rule and
 * the elements. axe collects the violations only (`resultTypes`): the passing elements' selectors,
 * which the tests never read, are what axe's performance guide names as its cost on long pages.
 */
export const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)
}
