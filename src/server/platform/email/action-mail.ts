import type { Locale } from '@/domain/locales'

import { escapeHtml } from './escape-html'

/**
 * A client's mail made of a greeting, paragraphs and one button to a page of the portal, as HTML
 * and as plain text (the link written out in both, for mail readers that hide buttons), signed
 * with the studio's lines when given.
 */
export const actionMail = (args: {
  language: Locale
  paragraphs: string[]
  action: { label: string; link: string }
  signature?: string[]
}) => {
  const signature = args.signature ?? []
  const { link, label } = args.action
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${args.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
${signature.length ? `<p style="margin-top:24px;border-top:1px solid #e2e8f0;padding-top:12px;font-size:13px;color:#475569">${signature.map(escapeHtml).join('<br>')}</p>` : ''}
</body></html>`
  const text = `${args.paragraphs.join('\n\n')}\n${link}\n${signature.length ? `\n-- \n${signature.join('\n')}\n` : ''}`
  return { html, text }
}
