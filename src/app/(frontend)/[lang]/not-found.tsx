import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { notFoundTexts } from '@/features/site/pages/not-found-texts'

const NotFound = () => (
  <>
    <ThemeScriptTag />
    <NotFoundPage texts={notFoundTexts()} />
  </>
)

export default NotFound
