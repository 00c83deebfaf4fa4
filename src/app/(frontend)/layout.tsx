import './globals.css'

import type { Metadata } from 'next'
import type React from 'react'

import { env } from '@/server/config/env'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Studio — Sites, SaaS et logiciels sur mesure', template: '%s · Studio' },
  description:
    'Studio suisse de développement web et logiciel : sites, plateformes SaaS et IA pour indépendants, petites entreprises et PME.',
}

/** Root layout of the product (the Payload panel has its own under (payload)). */
const FrontendLayout = ({ children }: { children: React.ReactNode }) => (
  <html lang="fr">
    <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      {children}
    </body>
  </html>
)

export default FrontendLayout
