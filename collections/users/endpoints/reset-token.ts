import type { Endpoint } from 'payload'

const TOKEN_PATTERN = /^[a-f0-9]{20,128}$/i

/**
 * POST /api/users/reset-token { token }: whether a reset link can still be used, so the
 * /reset-password page can say so before the visitor types a new password. The token is long
 * and random (not guessable by repeated tries); the answer says nothing about the account.
 */
export const resetTokenStatus: Endpoint = {
  path: '/reset-token',
  method: 'post',
  handler: async (req) => {
    const body: unknown = await req.json?.().catch(() => null)
    const token = (body as { token?: unknown } | null)?.token
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
      return Response.json({ valid: false })
    }
    // The same lookup Payload's reset-password operation makes (the token field is hidden, so
    // only the database adapter can query it).
    const user = await req.payload.db.findOne({
      collection: 'users',
      req,
      where: {
        resetPasswordToken: { equals: token },
        resetPasswordExpiration: { greater_than: new Date().toISOString() },
      },
    })
    return Response.json({ valid: Boolean(user) })
  },
}
