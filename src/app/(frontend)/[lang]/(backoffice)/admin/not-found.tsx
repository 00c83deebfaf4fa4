import { NotFoundContent } from '@/components/not-found/not-found-content'
import { getT } from '@/i18n/translator'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('notFound.title') }

/**
 * A back-office address that leads nowhere (an unknown path, a record that does not exist): the
 * 404 inside the back office's own frame, in its French, with the way back to its dashboard. The
 * layout above has already turned away whoever is not an admin.
 */
const BackOfficeNotFound = () => (
  <NotFoundContent
    title={t('notFound.title')}
    text={t('notFound.text')}
    back={t('notFound.back')}
    home="/admin"
  />
)

export default BackOfficeNotFound
