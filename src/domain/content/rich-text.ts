/** Rich text as the CMS's editor (Lexical) stores it, built from plain texts. */

const block = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

const textNode = (text: string) => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  mode: 'normal',
  style: '',
  detail: 0,
})

export const headingNode = (text: string, tag: 'h2' | 'h3' = 'h2') => ({
  ...block,
  type: 'heading',
  tag,
  children: [textNode(text)],
})

export const paragraphNode = (text: string) => ({
  ...block,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [textNode(text)],
})

export const bulletListNode = (items: readonly string[]) => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, index) => ({
    ...block,
    type: 'listitem',
    value: index + 1,
    children: [textNode(item)],
  })),
})

type RichNode = { type: string; version: number; [key: string]: unknown }

/** A document of the given top-level nodes. */
export const richTextOf = (children: readonly RichNode[]) => ({
  root: { ...block, type: 'root', children: [...children] },
})

/** Rich text made of plain paragraphs. */
export const plainRichText = (...lines: string[]) => richTextOf(lines.map(paragraphNode))

/** A titled section of an article or a page: its heading, paragraphs, then a bulleted list. */
export type RichSection = { heading: string; paragraphs?: string[]; items?: string[] }

export const sectionNodes = ({ heading, paragraphs = [], items = [] }: RichSection) => [
  headingNode(heading),
  ...paragraphs.map(paragraphNode),
  ...(items.length ? [bulletListNode(items)] : []),
]
