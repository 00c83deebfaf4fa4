import { Icon } from '@/components/ui/icon'

import type { FaqGroup } from '@/server/site/content'

/**
 * One accordion per category (native <details>: keyboard, screen readers and search engines
 * get every answer without a script). Answers keep their paragraphs.
 */
export const FaqList = ({
  groups,
  labels,
}: {
  groups: FaqGroup[]
  labels: Record<string, string>
}) => (
  <div className="flex flex-col gap-12">
    {groups.map(({ category, items }) => (
      <section key={category} aria-labelledby={`faq-${category}`}>
        <h2 id={`faq-${category}`} className="mb-4 text-2xl font-bold tracking-tight">
          {labels[category]}
        </h2>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map(({ id, question, answer }) => (
            <details key={id} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold marker:hidden hover:bg-slate-50 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
                {question}
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="flex flex-col gap-3 px-5 pb-5 text-slate-700 dark:text-slate-300">
                {answer.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </section>
    ))}
  </div>
)
