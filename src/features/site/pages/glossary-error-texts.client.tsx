'use client'

import { createContext, useContext, type ReactNode } from 'react'

type Texts = { loadError: string; retry: string }

const Context = createContext<Texts | null>(null)

/**
 * The words of /glossaire's error screen, from its layout: an error file gets no props from the
 * server, and the public pages load no translation library.
 */
export const GlossaryErrorTexts = ({ texts, children }: { texts: Texts; children: ReactNode }) => (
  <Context.Provider value={texts}>{children}</Context.Provider>
)

export const useGlossaryErrorTexts = () => {
  const texts = useContext(Context)
  if (!texts) throw new Error('useGlossaryErrorTexts outside GlossaryErrorTexts')
  return texts
}
