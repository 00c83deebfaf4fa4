import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'

import { LogMissingPath } from './log-missing-path.client'

type Props = { title: string; text: string; back: string; home: string }

/**
 * The product's 404: its title ('Oops! Page not found' on the site), a link back (home, or the back
 * office's dashboard), the path in the console.
 */
export const NotFoundContent = ({ title, text, back, home }: Props) => (
  <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-20 text-center">
    <LogMissingPath />
    <p className="text-7xl font-bold tracking-tight text-accent">404</p>
    <h1 className="text-2xl font-bold">{title}</h1>
    <p className="text-slate-600 dark:text-slate-400">{text}</p>
    <IntentLink href={home} className={buttonClasses('primary', { className: 'mt-2' })}>
      {back}
    </IntentLink>
  </div>
)
