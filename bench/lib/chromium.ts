import * as chromeLauncher from 'chrome-launcher'

import { chromiumFlags, chromiumPath } from '../../chromium.config'

/**
 * Debian's Chromium, started as the end-to-end tests start it, trusting the certificate whose
 * public key hash is `spki` (the production front's, made for the run).
 */
export const launchChromium = (spki: string) =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, `--ignore-certificate-errors-spki-list=${spki}`],
    logLevel: 'silent',
  })
