import { zodResolver } from '@hookform/resolvers/zod'
import { config } from 'zod/v4/core'

// Zod compiles faster parsers with `new Function` when it may. The Content-Security-Policy never
// allows eval, and Zod's probe for it would be blocked and reported on every page with a form: it
// parses without compiling instead. Set here, where the browser first meets Zod (every client form
// imports its resolver from this module), so that pages without a form never download Zod.
config({ jitless: true })

export { zodResolver }
