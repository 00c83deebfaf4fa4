import { test } from '../support/fixtures'
import { seedScreens } from '../support/screens-data'

/** The rows every screenshot shows, added once before the areas are drawn side by side. */
test('the screenshots’ accounts and projects', async ({ request }) => {
  await seedScreens(request)
})
