import type { CSSProperties } from 'react'

/**
 * The columns' names as CSS strings (`--label-2: "Projet"`, 1-based like `:nth-child`), which the
 * card layout of a narrow frame writes before each value (globals.css, `.data-table`). The first
 * column is the card's title and the actions column has no name: neither gets one.
 */
export const columnLabels = (columns: string[]) =>
  Object.fromEntries(
    columns.flatMap((column, index) =>
      // JSON's string escapes (\" and \\) are CSS's too.
      index > 0 && column ? [[`--label-${index + 1}`, JSON.stringify(column)]] : [],
    ),
  ) as CSSProperties
