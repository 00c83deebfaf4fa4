'use client'

import { type ReactNode, useEffect } from 'react'

import { type PanelTextKey, usePanelText } from './panel-text'

/**
 * English texts Payload's parts write as literals, past its i18n: the rich-text editor's handles
 * and link buttons (aria-label), a picture's copy button (its tooltip), the live preview's
 * full-width setting, the drag-and-drop instructions of every sortable list (read by screen
 * readers). Keyed by the English text.
 */
const LABELS: Record<string, PanelTextKey> = {
  'Drag to move': 'controls:dragToMove',
  'Add block': 'controls:addBlock',
  'Insert Paragraph': 'controls:insertParagraph',
  'Edit link': 'controls:editLink',
  'Remove link': 'controls:removeLink',
}
const TEXTS: Record<string, PanelTextKey> = {
  'Copy URL': 'controls:copyUrl',
  Responsive: 'controls:responsive',
  'To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.':
    'controls:dragInstructions',
}

const squeezed = (value: string) => value.replace(/\s+/g, ' ').trim()

/**
 * A provider of the panel (`admin.components.providers`) that puts those texts in the panel's
 * language as they appear, since no setting reaches them, and names the live preview's frame.
 */
export const PanelLabels = ({ children }: { children: ReactNode }) => {
  const text = usePanelText()
  useEffect(() => {
    // Each text is set only when it changes: the observer hears its own writes too.
    const translateLabel = (element: Element) => {
      const key = LABELS[element.getAttribute('aria-label') ?? '']
      if (key && text(key) !== element.getAttribute('aria-label')) {
        element.setAttribute('aria-label', text(key))
      }
    }
    const translateText = (node: Node) => {
      const key = TEXTS[squeezed(node.nodeValue ?? '')]
      if (key && text(key) !== node.nodeValue) node.nodeValue = text(key)
    }
    const translateTree = (root: Node) => {
      // The live preview's frame, which Payload leaves without a name.
      const frame = document.getElementById('live-preview-iframe')
      if (frame && !frame.title) frame.title = text('controls:previewFrame')
      if (root instanceof Element) {
        translateLabel(root)
        root.querySelectorAll('[aria-label]').forEach(translateLabel)
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) translateText(walker.currentNode)
    }
    translateTree(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(translateTree)
        else if (record.type === 'characterData') translateText(record.target)
        else if (record.target instanceof Element) translateLabel(record.target)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [text])
  return children
}
