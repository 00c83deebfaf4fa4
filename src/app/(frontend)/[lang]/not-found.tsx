import { NotFoundPage } from '@/features/site/pages/not-found-page'

export default NotFoundPage
