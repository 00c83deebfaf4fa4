import fs from 'node:fs'
import path from 'node:path'

/** One measured figure, with the budget it must meet when there is one. */
export type Measure = {
  section: string
  name: string
  value: number
  unit: string
  budget?: { max?: number; min?: number }
}

export const withinBudget = ({ value, budget }: Measure) =>
  !budget ||
  ((budget.max === undefined || value <= budget.max) &&
    (budget.min === undefined || value >= budget.min))

const budgetText = ({ budget, unit }: Measure) =>
  !budget
    ? ''
    : [
        budget.min !== undefined ? `>= ${budget.min} ${unit}` : '',
        budget.max !== undefined ? `<= ${budget.max} ${unit}` : '',
      ]
        .filter(Boolean)
        .join(', ')

const formatValue = ({ value }: Measure) =>
  Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1)

/** The measures as a Markdown table: figure, budget, pass or fail. */
export const table = (measures: Measure[]) => {
  const rows = measures.map((measure) => [
    measure.section,
    measure.name,
    `${formatValue(measure)} ${measure.unit}`.trim(),
    budgetText(measure),
    measure.budget ? (withinBudget(measure) ? 'pass' : 'FAIL') : '',
  ])
  const header = ['Section', 'Figure', 'Value', 'Budget', 'Verdict']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

export const writeResults = (file: string, measures: Measure[], context: object) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...context, measures }, null, 2)}\n`,
  )
}
