import { config } from 'zod/v4/core'

// Zod compiles faster parsers with `new Function` when it may. The Content-Security-Policy never
// allows eval, and Zod's probe for it would be blocked and reported on every page with a form:
// it parses without compiling instead. Runs before any page code (Next.js's client start-up file).
config({ jitless: true })
