import type { Field } from 'payload'

type Label = { fr: string; en: string }

/** A required text of the page, in each language, with a length that keeps its layout. */
export const localText = (
  name: string,
  label: Label,
  maxLength: number,
  type: 'text' | 'textarea' = 'text',
): Field =>
  type === 'text'
    ? { name, label, type, required: true, localized: true, maxLength }
    : { name, label, type, required: true, localized: true, maxLength }

/** The small label and the heading every section of the home starts with. */
export const sectionHeading = (): Field[] => [
  localText('eyebrow', { fr: 'Surtitre', en: 'Eyebrow' }, 60),
  localText('heading', { fr: 'Titre', en: 'Heading' }, 120),
]
