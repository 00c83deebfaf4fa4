/**
 * Debian's Chromium as the end-to-end tests and the benchmark start it (browser downloads do not
 * work on these machines): headless, no sandbox (CI runs as root), nothing fetched in the background.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
