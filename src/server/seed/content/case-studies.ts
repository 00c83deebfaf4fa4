/** The case studies the home showed before they were in the CMS, with their pictures. */
type Texts = {
  title: string
  sector: string
  summary: string
  figures: { value: string; label: string }[]
  alt: string
}

export type CaseStudySeed = { slug: string; weeks: number; order: number; image: string } & Record<
  'fr' | 'en',
  Texts
>

export const caseStudiesSeed: CaseStudySeed[] = [
  {
    slug: 'plateforme-immobiliere',
    weeks: 8,
    order: 1,
    image: 'real-estate-platform.webp',
    fr: {
      title: 'Une plateforme qui unifie le marché immobilier',
      sector: 'SaaS immobilier',
      summary:
        'Agrégation des annonces de dizaines de portails, alertes et tableau de bord pour les professionnels.',
      figures: [
        { value: '200+', label: 'utilisateurs inscrits' },
        { value: '85 %', label: 'de réduction des coûts' },
        { value: '70+', label: 'sources de données unifiées' },
      ],
      alt: 'Illustration : des immeubles stylisés sur un plan quadrillé, marqués de repères jaunes',
    },
    en: {
      title: 'A platform that unifies the property market',
      sector: 'Real estate SaaS',
      summary:
        'Listings aggregated from dozens of portals, alerts and a dashboard for professionals.',
      figures: [
        { value: '200+', label: 'registered users' },
        { value: '85%', label: 'cost reduction' },
        { value: '70+', label: 'unified data sources' },
      ],
      alt: 'Illustration: stylised buildings on a map grid, marked with yellow pins',
    },
  },
  {
    slug: 'profils-enrichis-ia',
    weeks: 6,
    order: 2,
    image: 'ai-profile-enrichment.webp',
    fr: {
      title: "Des profils enrichis automatiquement par l'IA",
      sector: 'Plateforme IA big data',
      summary:
        'Collecte, nettoyage et enrichissement de profils à grande échelle, sur une infrastructure dont le client garde la maîtrise.',
      figures: [
        { value: "23'000+", label: 'profils automatisés' },
        { value: '100 %', label: 'propriété des données' },
      ],
      alt: 'Illustration : un réseau de points reliés au-dessus de colonnes qui montent',
    },
    en: {
      title: 'Profiles enriched automatically by AI',
      sector: 'AI big data platform',
      summary:
        'Collection, cleaning and enrichment of profiles at scale, on infrastructure the client keeps control of.',
      figures: [
        { value: '23,000+', label: 'automated profiles' },
        { value: '100%', label: 'data ownership' },
      ],
      alt: 'Illustration: a network of connected dots above rising columns',
    },
  },
]
