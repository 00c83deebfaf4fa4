import { BackOfficeDashboardPage } from '@/features/backoffice/dashboard-page'

export const metadata = { title: 'Tableau de bord' }

export default BackOfficeDashboardPage
