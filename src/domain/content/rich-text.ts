/** Rich text made of plain paragraphs, as the CMS's editor (Lexical) stores it. */
export const plainRichText = (...lines: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '' as const,
    indent: 0,
    children: lines.map((text) => ({
      type: 'paragraph',
      version: 1,
      direction: null,
      format: '' as const,
      indent: 0,
      textFormat: 0,
      children: [
        { type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 },
      ],
    })),
  },
})
