// Next.js's defaults: without a config of its own, Next.js would find the app's, one folder up.
const config = {}

export default config
