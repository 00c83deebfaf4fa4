import type { RichSection } from '@/domain/content/rich-text'

import type { SeedImage } from '../images'

type Texts = { title: string; excerpt: string; sections: RichSection[] }

/** A demo post: one slug for both languages, its picture, its age in days. */
export type PostSeed = { slug: string; daysAgo: number; cover: SeedImage } & Record<
  'fr' | 'en',
  Texts
>

/** The demo's blog: the studio's letters of the last three months, one a month. */
export const postsSeed: PostSeed[] = [
  {
    slug: 'qr-facture-ce-qui-compte',
    daysAgo: 9,
    cover: {
      file: 'qr-bill.webp',
      alt: {
        fr: 'Illustration : la section paiement d’une facture, avec un code QR marqué d’une croix suisse',
        en: 'Illustration: the payment part of an invoice, with a QR code marked with a Swiss cross',
      },
    },
    fr: {
      title: 'QR-facture : ce qu’une facture suisse doit contenir aujourd’hui',
      excerpt:
        'Depuis octobre 2022, la QR-facture a remplacé les bulletins de versement ; depuis novembre 2025, ses adresses doivent être structurées. Ce qu’il faut vérifier pour être payé sans friction.',
      sections: [
        {
          heading: 'Un seul bulletin pour toute la Suisse',
          paragraphs: [
            'Depuis le 1er octobre 2022, les bulletins de versement orange et rouges ne sont plus acceptés : toute facture payable en Suisse passe par la QR-facture. Sa section paiement, en bas de la facture, porte un code QR marqué d’une croix suisse que l’application bancaire du client lit en une seconde.',
            'Le code contient tout ce que le paiement demande : le compte du créancier, le montant en CHF ou en EUR, la référence et les adresses. Le client n’a plus rien à recopier, et vous n’avez plus de faute de frappe à rattraper.',
          ],
        },
        {
          heading: 'Des adresses structurées depuis novembre 2025',
          paragraphs: [
            'Depuis le 21 novembre 2025, les banques refusent les QR-factures dont les adresses sont « combinées », c’est-à-dire écrites sur deux lignes libres. Chaque adresse doit être structurée : rue, numéro, code postal, localité et pays dans des champs séparés.',
            'Un logiciel de facturation antérieur à 2025 mérite donc une vérification : une facture refusée, c’est un paiement qui arrive en retard.',
          ],
        },
        {
          heading: 'Référence QR ou référence créancier ?',
          paragraphs: [
            'La référence revient avec le paiement et permet de le rapprocher automatiquement de la bonne facture. Trois cas existent :',
          ],
          items: [
            'QR-IBAN et référence QR de 27 chiffres : le choix des entreprises qui émettent beaucoup de factures.',
            'IBAN et référence créancier (ISO 11649, elle commence par RF) : reconnue aussi hors de Suisse.',
            'Sans référence : possible, mais chaque paiement se rapproche alors à la main.',
          ],
        },
        {
          heading: 'Comment nous facturons',
          paragraphs: [
            'Dans l’espace client, chaque facture est un PDF avec sa QR-facture, en francs et au centime près. Les paiements arrivent par le relevé camt.054 de la banque : chaque versement est rapproché de sa facture par sa référence, et les rappels ne partent que pour ce qui reste dû.',
            'Votre outil émet des factures ? Nous y intégrons la QR-facture et la lecture des relevés camt, avec les contrôles qui évitent les refus.',
          ],
        },
      ],
    },
    en: {
      title: 'QR-bill: what a Swiss invoice must hold today',
      excerpt:
        'The QR-bill replaced payment slips in October 2022; since November 2025 its addresses must be structured. What to check to be paid without friction.',
      sections: [
        {
          heading: 'One payment slip for all of Switzerland',
          paragraphs: [
            'Since 1 October 2022, the orange and red payment slips are no longer accepted: every invoice payable in Switzerland carries a QR-bill. Its payment part, at the bottom of the invoice, holds a QR code marked with a Swiss cross that the customer’s banking app reads in a second.',
            'The code holds everything the payment needs: the creditor’s account, the amount in CHF or EUR, the reference and the addresses. The customer types nothing, and you have no typing errors to chase.',
          ],
        },
        {
          heading: 'Structured addresses since November 2025',
          paragraphs: [
            'Since 21 November 2025, banks reject QR-bills whose addresses are “combined”, that is written on two free lines. Every address must be structured: street, number, postcode, town and country in separate fields.',
            'Invoicing software older than 2025 deserves a check: a rejected invoice is a payment that arrives late.',
          ],
        },
        {
          heading: 'QR reference or creditor reference?',
          paragraphs: [
            'The reference comes back with the payment and matches it to the right invoice automatically. There are three cases:',
          ],
          items: [
            'QR-IBAN with a 27-digit QR reference: the choice of businesses that send many invoices.',
            'IBAN with a creditor reference (ISO 11649, starting with RF): recognised outside Switzerland too.',
            'No reference: allowed, but each payment is then matched by hand.',
          ],
        },
        {
          heading: 'How we invoice',
          paragraphs: [
            'In the client portal, every invoice is a PDF with its QR-bill, in francs and exact to the centime. Payments come in through the bank’s camt.054 statement: each one is matched to its invoice by its reference, and reminders go out only for what is still due.',
            'Does your tool send invoices? We build the QR-bill and the reading of camt statements into it, with the checks that prevent rejections.',
          ],
        },
      ],
    },
  },
  {
    slug: 'nlpd-votre-site',
    daysAgo: 39,
    cover: {
      file: 'data-protection.webp',
      alt: {
        fr: 'Illustration : un bouclier fermé par un cadenas, entre des rangées de données',
        en: 'Illustration: a shield locked with a padlock, between rows of data',
      },
    },
    fr: {
      title: 'nLPD : ce que la loi sur la protection des données demande à votre site',
      excerpt:
        'La nouvelle loi fédérale sur la protection des données s’applique depuis le 1er septembre 2023. Déclaration de confidentialité, sous-traitants, fuites de données : les points à vérifier sur un site suisse.',
      sections: [
        {
          heading: 'Une loi en vigueur depuis septembre 2023',
          paragraphs: [
            'La nouvelle loi fédérale sur la protection des données (nLPD) s’applique depuis le 1er septembre 2023, sans période de transition. Elle protège les données des personnes physiques et concerne toute entreprise qui en traite en Suisse, ne serait-ce que par un formulaire de contact ou une newsletter.',
            'Ses amendes, jusqu’à 250 000 francs, visent les personnes responsables et non seulement l’entreprise : mieux vaut qu’un site soit en règle dès sa mise en ligne.',
          ],
        },
        {
          heading: 'Le minimum sur un site',
          items: [
            'Une déclaration de confidentialité claire : qui traite quelles données, pourquoi, combien de temps, et vers quels pays elles partent.',
            'Des formulaires qui ne demandent que ce qui sert : un nom et un e-mail suffisent pour répondre à une question.',
            'Une newsletter en double opt-in : l’inscription ne vaut qu’une fois l’adresse confirmée, et chaque envoi permet de se désinscrire.',
            'La liste des sous-traitants (hébergement, envoi des e-mails, statistiques) et de leur pays.',
          ],
        },
        {
          heading: 'La protection des données dès la conception',
          paragraphs: [
            'La loi demande que la protection des données soit prévue dès la conception et que les réglages par défaut soient les plus protecteurs. Concrètement : aucun traceur sans raison, des données hébergées en Suisse ou dans un pays reconnu comme adéquat, et des accès réservés à qui en a besoin.',
            'Une fuite qui présente un risque élevé pour les personnes concernées s’annonce au Préposé fédéral à la protection des données et à la transparence (PFPDT) dans les meilleurs délais.',
          ],
        },
        {
          heading: 'Ce que nous faisons par défaut',
          paragraphs: [
            'Nos sites n’embarquent aucun script tiers, la newsletter passe par un double opt-in, et l’espace client permet à chacun de télécharger ses données ou d’en demander l’effacement. Les pages Confidentialité et RGPD se modifient dans le CMS, pour rester à jour sans développeur.',
          ],
        },
      ],
    },
    en: {
      title: 'nFADP: what the data protection act asks of your website',
      excerpt:
        'Switzerland’s new Federal Act on Data Protection has applied since 1 September 2023. Privacy policy, processors, data breaches: the points to check on a Swiss website.',
      sections: [
        {
          heading: 'An act in force since September 2023',
          paragraphs: [
            'The new Federal Act on Data Protection (nFADP) has applied since 1 September 2023, with no transition period. It protects the data of natural persons and concerns every business that processes such data in Switzerland, if only through a contact form or a newsletter.',
            'Its fines, up to 250,000 francs, target the responsible individuals, not only the business: a website is better compliant from the day it goes live.',
          ],
        },
        {
          heading: 'The minimum on a website',
          items: [
            'A clear privacy policy: who processes which data, why, for how long, and to which countries it goes.',
            'Forms that ask only for what they need: a name and an email are enough to answer a question.',
            'A double opt-in newsletter: a sign-up counts only once the address is confirmed, and every issue offers a way out.',
            'The list of processors (hosting, email delivery, analytics) and their countries.',
          ],
        },
        {
          heading: 'Data protection by design',
          paragraphs: [
            'The act asks for data protection to be planned from the design stage, with the most protective settings by default. In practice: no tracker without a reason, data hosted in Switzerland or in a country recognised as adequate, and access limited to those who need it.',
            'A breach that puts the people concerned at high risk is reported to the Federal Data Protection and Information Commissioner (FDPIC) as soon as possible.',
          ],
        },
        {
          heading: 'What we do by default',
          paragraphs: [
            'Our sites load no third-party script, the newsletter uses double opt-in, and the client portal lets everyone download their data or ask for its erasure. The Privacy and GDPR pages are edited in the CMS, to stay current without a developer.',
          ],
        },
      ],
    },
  },
  {
    slug: 'site-suisse-rapide',
    daysAgo: 69,
    cover: {
      file: 'swiss-web.webp',
      alt: {
        fr: 'Illustration : une fenêtre de navigateur ouverte sur des sommets alpins, avec un compteur de vitesse',
        en: 'Illustration: a browser window onto Alpine peaks, with a speed gauge',
      },
    },
    fr: {
      title: 'Un site suisse rapide, bilingue et facile à tenir à jour',
      excerpt:
        'Ce que nous mettons dans chaque site livré : des pages qui s’affichent tout de suite, le français et l’anglais dès le départ, et un CMS que votre équipe utilise sans nous.',
      sections: [
        {
          heading: 'La vitesse d’abord',
          paragraphs: [
            'Sur mobile, chaque seconde d’attente coûte des visiteurs. Nos pages publiques sont générées à l’avance et servies telles quelles : aucune requête à la base de données par visite, des images en AVIF ou WebP à la taille de chaque écran, des polices chargées avec la page.',
            'Chaque page est mesurée avec Lighthouse avant la livraison, sur un téléphone simulé et une connexion lente, avec des budgets que le projet ne dépasse pas.',
          ],
        },
        {
          heading: 'Deux langues dès le départ',
          paragraphs: [
            'En Suisse, un site dans une seule langue laisse de côté une partie des clients et des partenaires. Chaque page existe en français et en anglais, avec sa propre adresse (/en/…), ses liens hreflang et son plan du site, pour que les moteurs de recherche proposent la bonne langue.',
            'L’allemand ou l’italien s’ajoutent de la même façon quand le projet le demande.',
          ],
        },
        {
          heading: 'Un CMS pour votre équipe',
          items: [
            'Les textes, les réalisations, le blog, la FAQ et les formulaires se modifient dans le CMS, sans développeur.',
            'Chaque modification reste en brouillon le temps qu’il faut, s’affiche en aperçu à côté du formulaire, puis se publie ou se programme.',
            'Les pages publiées se mettent à jour dans la minute, sans reconstruire le site.',
          ],
        },
        {
          heading: 'Accessible et mesurable',
          paragraphs: [
            'Nos pages sont vérifiées avec axe à chaque version : contrastes, textes alternatifs, navigation au clavier. Un site accessible est aussi un site que les moteurs de recherche comprennent mieux.',
            'Vous avez un projet ? Décrivez-le sur la page Démarrer un projet : nous répondons sous 24 heures.',
          ],
        },
      ],
    },
    en: {
      title: 'A fast, bilingual Swiss website that is easy to keep up to date',
      excerpt:
        'What we put into every site we deliver: pages that show at once, French and English from the start, and a CMS your team uses without us.',
      sections: [
        {
          heading: 'Speed first',
          paragraphs: [
            'On a phone, every second of waiting costs visitors. Our public pages are generated ahead and served as they are: no database query per visit, pictures in AVIF or WebP at each screen’s size, fonts loaded with the page.',
            'Every page is measured with Lighthouse before delivery, on a simulated phone and a slow connection, against budgets the project does not exceed.',
          ],
        },
        {
          heading: 'Two languages from the start',
          paragraphs: [
            'In Switzerland, a site in one language leaves out part of the customers and partners. Every page exists in French and English, with its own address (/en/…), its hreflang links and its sitemap, so that search engines offer the right language.',
            'German or Italian are added the same way when the project calls for them.',
          ],
        },
        {
          heading: 'A CMS for your team',
          items: [
            'Texts, case studies, the blog, the FAQ and forms are edited in the CMS, without a developer.',
            'Every change stays a draft as long as needed, shows in a preview beside the form, then is published or scheduled.',
            'Published pages update within the minute, without rebuilding the site.',
          ],
        },
        {
          heading: 'Accessible and measured',
          paragraphs: [
            'Our pages are checked with axe at every release: contrast, alternative texts, keyboard navigation. An accessible site is also one search engines understand better.',
            'Have a project? Describe it on the Start a project page: we answer within 24 hours.',
          ],
        },
      ],
    },
  },
]
