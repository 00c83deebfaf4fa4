import { BackOfficeDashboardPage } from '@/features/backoffice/dashboard-page'
import { getT } from '@/i18n/translator'

export const metadata = { title: getT('fr', 'backoffice')('dashboard.title') }

export default BackOfficeDashboardPage
