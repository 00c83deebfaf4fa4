import type { ParseKeys } from 'i18next'
import type { Metadata } from 'next'

import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

/** A portal page's props: its language and the list's `?page=`. */
export type PortalListProps = LangParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** `generateMetadata` of a portal page: its translated title, never indexed. */
export const portalMetadata =
  (titleKey: ParseKeys<'portal'>) =>
  async (props: LangParams): Promise<Metadata> => ({
    title: getT(await langOf(props), 'portal')(titleKey),
    robots: { index: false },
  })
