import { requireBackOfficeUser } from '@/server/auth/session'

/** /admin and /admin/dashboard (spec §2: the same dashboard). Its KPIs come with the back-office issue. */
export const BackOfficeDashboardPage = async () => {
  const user = await requireBackOfficeUser()
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight">Tableau de bord</h1>
      <p className="text-slate-600 dark:text-slate-400">Bonjour {user.firstName || user.email}.</p>
    </div>
  )
}
