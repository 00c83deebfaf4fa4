/**
 * Feature lines of a pricing card, written in the translations as one multi-line text:
 * a line holding one of the markers is a sub-heading, empty lines are skipped. The English
 * translation uses the English words for the same markers.
 */
const HEADING_MARKERS = ['Ce que vous obtenez:', 'Inclus:', 'Bonus:', 'What you get:', 'Included:']

export type FeatureLine = { kind: 'heading' | 'item'; text: string }

export const parseFeatureLines = (text: string): FeatureLine[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({
      kind: HEADING_MARKERS.some((marker) => line.includes(marker)) ? 'heading' : 'item',
      text: line,
    }))
