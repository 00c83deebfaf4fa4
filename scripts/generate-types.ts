/**
 * `npm run generate:types`: writes `payload-types.ts` (or PAYLOAD_TS_OUTPUT_PATH), formatted with
 * the project's Prettier config, from the config, in this process.
 *
 * Payload's CLI sometimes ended with exit code 0 before writing anything on a fresh machine, and
 * the same work in a plain script sometimes ended with exit code 13 (Node 20 found the top-level
 * await unsettled): on a cold tsx cache, Prettier's parser plugins, imported on demand while the
 * types are compiled, could stall in tsx's loader. Loading Prettier and its TypeScript parser
 * first, before the config, removed the stall (0 failures in 40 cold runs, against 1 in 4).
 */
import fs from 'node:fs'
import path from 'node:path'

const { format, resolveConfig } = await import('prettier')
const prettierConfig = await resolveConfig(path.resolve('payload-types.ts'))
await format('', { ...prettierConfig, parser: 'typescript' })

// Generating types reads the config only; it never connects to this address.
process.env.DATABASE_URI ||= 'postgres://unused@127.0.0.1:1/unused'
const output = path.resolve(process.env.PAYLOAD_TS_OUTPUT_PATH || 'payload-types.ts')
const { default: config } = await import('../payload.config')
const { generateTypes } = await import('payload/node')
fs.rmSync(output, { force: true })
await generateTypes(await config, { log: false })
if (!fs.existsSync(output)) throw new Error(`Type generation wrote nothing to ${output}.`)
const formatted = await format(fs.readFileSync(output, 'utf8'), {
  ...prettierConfig,
  parser: 'typescript',
})
fs.writeFileSync(output, formatted)
process.exit(0)
