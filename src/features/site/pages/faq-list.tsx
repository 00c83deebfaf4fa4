import { Icon } from '@/components/ui/icon'

import type { FaqGroup } from '@/server/content'

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
      <section key={category} aria-labelledby={`faq-${category}`} className="faq-group">
        <h2 id={`faq-${category}`}>{labels[category]}</h2>
        <div>
          {items.map(({ id, question, answer }) => (
            <details key={id} className="faq-item">
              <summary>
                {question}
                <Icon name="chevron-down" />
              </summary>
              <div>
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
