import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { notFoundTexts } from '@/features/site/pages/not-found-texts'

const NotFound = () => <NotFoundPage texts={notFoundTexts()} />

export default NotFound
