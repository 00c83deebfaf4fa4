import type { TaskConfig } from 'payload'

import { preferredLanguageOf } from '@/domain/users/language'

import { secondFactorResetEmail } from './second-factor-reset-email'

type SecondFactorResetTask = TaskConfig<{
  input: { userId: number }
  output: Record<string, never>
}>

/** The account's notice of an admin's reset of its second factor, queued in the reset's transaction. */
export const sendSecondFactorReset: SecondFactorResetTask = {
  slug: 'sendSecondFactorReset',
  inputSchema: [{ name: 'userId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    // System code: the job acts for no user; it reads only the account it was queued for.
    const account = await req.payload.findByID({
      collection: 'users',
      id: input.userId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const mail = secondFactorResetEmail(preferredLanguageOf(account), account.firstName ?? '')
    await req.payload.sendEmail({ to: account.email, ...mail })
    return { output: {} }
  },
}
