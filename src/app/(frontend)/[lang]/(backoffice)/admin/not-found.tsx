import { NotFoundContent } from '@/components/not-found/not-found-content'
import { StoredTheme } from '@/components/theme/stored-theme.client'
import { getT } from '@/i18n/translator'

const t = getT('fr', 'backoffice')

/**
 * A back-office address that leads nowhere (an unknown path, a record that does not exist): the
 * 404 inside the back office's own frame, in its French, with the way back to its dashboard. The
 * layout above has already turned away whoever is not an admin. Next.js sends a 404's HTML empty
 * and draws it in the browser, where the layout's theme script does not run: StoredTheme applies
 * the admin's theme instead.
 */
const BackOfficeNotFound = () => (
  <>
    <StoredTheme />
    <NotFoundContent
      title={t('notFound.title')}
      text={t('notFound.text')}
      back={t('notFound.back')}
      home="/admin"
    />
  </>
)

export default BackOfficeNotFound
