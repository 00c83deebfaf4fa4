import * as chromeLauncher from 'chrome-launcher'

import { chromiumFlags, chromiumPath } from '../../chromium.config'

/** Debian's Chromium, started as the end-to-end tests start it. */
export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  })
