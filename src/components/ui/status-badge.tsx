import { cn } from '@/components/ui/cn'

/** How a status reads at a glance: done, moving, waiting, late or stopped. */
export type Tone = 'done' | 'active' | 'waiting' | 'late' | 'stopped'

const TONES: Record<Tone, string> = {
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  active: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  late: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  stopped: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
}

const TONE_OF: Record<string, Tone> = {
  // Projects
  pending: 'waiting',
  approved: 'active',
  rejected: 'stopped',
  in_build: 'active',
  review: 'active',
  live: 'done',
  on_care: 'done',
  // Requests, updates
  Pending: 'waiting',
  InProgress: 'active',
  Done: 'done',
  in_progress: 'active',
  completed: 'done',
  // Invoices, subscriptions
  Paid: 'done',
  Overdue: 'late',
  Draft: 'stopped',
  Active: 'done',
  Paused: 'waiting',
  Cancelled: 'stopped',
}

export const StatusBadge = ({ status, label }: { status: string; label: string }) => (
  <span
    className={cn(
      'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
      TONES[TONE_OF[status] ?? 'stopped'],
    )}
  >
    {label}
  </span>
)
