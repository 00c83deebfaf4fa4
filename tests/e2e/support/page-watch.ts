import type { BrowserContext, Response } from '@playwright/test'

/** Name of the function the pages call to report a violation to the test. */
const REPORT_BINDING = '__reportCspViolation'

/**
 * What a page rendered as HTML must have: exactly one Content-Security-Policy. None means an
 * unprotected page; two means the proxy's policy and the cached page's one were both sent, and the
 * browser enforces both, which blocks the page's scripts.
 */
const checkDocumentPolicy = async (response: Response, problems: string[]) => {
  const request = response.request()
  if (request.resourceType() !== 'document' || response.status() >= 300) return
  const headers = await response.headersArray()
  const isHtml = headers.some(
    ({ name, value }) => name.toLowerCase() === 'content-type' && value.includes('text/html'),
  )
  if (!isHtml) return
  const policies = headers.filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  if (policies.length !== 1) {
    problems.push(`${request.url()} came with ${policies.length} Content-Security-Policy headers`)
  }
}

/**
 * Records, for every page of a browser context, each Content-Security-Policy violation (the
 * `securitypolicyviolation` event, and the console's "Refused to …" errors for any the event does
 * not reach), each HTML page without exactly one policy, and each translation key a client
 * component read from a namespace its page did not send (`[i18n] missing …`, logged by
 * `I18nProvider`). `settled` waits for the checks still reading a response.
 */
export const watchPages = async (context: BrowserContext, problems: string[]) => {
  const pending: Promise<void>[] = []
  await context.exposeBinding(REPORT_BINDING, (_source, violation: string) => {
    problems.push(violation)
  })
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding]
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ` +
          `${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      )
    })
  }, REPORT_BINDING)
  context.on('console', (message) => {
    const text = message.text()
    if (
      message.type() === 'error' &&
      (text.includes('Content Security Policy') || text.startsWith('[i18n] missing'))
    ) {
      problems.push(`console: ${text}`)
    }
  })
  context.on('response', (response) => {
    // A response of a context the test already closed cannot be read any more: nothing to check.
    pending.push(checkDocumentPolicy(response, problems).catch(() => undefined))
  })
  return { settled: () => Promise.all(pending) }
}
