import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { LivePreviewRefresh } from './live-preview-refresh.client'

/**
 * Above a previewed draft: it is not published, and the way out of the preview. In the CMS
 * panel's live preview, the draft follows each save.
 */
export const DraftBanner = ({ lang, exitQuery }: { lang: Locale; exitQuery: string }) => {
  const t = getT(lang, 'pages')
  return (
    <p
      role="status"
      className="rounded-md border border-amber-400 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('blog.draft')}{' '}
      <a
        href={`${localizePath('/preview', lang)}?exit&${exitQuery}`}
        className="font-semibold underline"
      >
        {t('blog.exitPreview')}
      </a>
      <LivePreviewRefresh />
    </p>
  )
}
