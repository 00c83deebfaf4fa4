// Seed content: FAQ items (French and English) for the four FAQ categories.
import type { FaqCategory } from '@/domain/content/faq'

export type FaqSeed = {
  category: FaqCategory
  order: number
  fr: { question: string; answer: string }
  en: { question: string; answer: string }
}

export const faqSeed: FaqSeed[] = [
  {
    category: 'pricing',
    order: 1,
    fr: {
      question: "Combien coûte la création d'un site ou d'un logiciel?",
      answer:
        "Nos trois offres ont un prix fixé à l'avance. Launch Site coûte 999 CHF et est livré en 48 heures. La Plateforme Pro coûte 2 990 CHF et est livrée en 3 à 4 semaines. Le Logiciel MVP coûte 9 990 CHF et est livré en 30 jours.\n\nSi votre besoin sort de ce cadre, décrivez votre projet dans le formulaire de brief. Nous vous répondons sous 24 heures.",
    },
    en: {
      question: 'How much does a website or software project cost?',
      answer:
        'Our three packages have prices set in advance. Launch Site costs 999 CHF and is delivered in 48 hours. Pro Platform costs 2 990 CHF and is delivered in 3 to 4 weeks. MVP Software costs 9 990 CHF and is delivered in 30 days.\n\nIf your needs fall outside these packages, describe your project in the brief form. We reply within 24 hours.',
    },
  },
  {
    category: 'pricing',
    order: 2,
    fr: {
      question: "Que comprend l'offre Launch Site à 999 CHF?",
      answer:
        "Launch Site est un site livré en 48 heures pour 999 CHF. Une fois le site en ligne, vous pouvez demander des modifications de contenu en nombre illimité, par messagerie ou depuis votre espace client. Elles sont traitées sous 24 à 48 heures.\n\nCette offre convient aux indépendants et aux petites entreprises qui ont besoin d'une présence en ligne rapidement.",
    },
    en: {
      question: 'What does the Launch Site package at 999 CHF include?',
      answer:
        'Launch Site is a website delivered in 48 hours for 999 CHF. Once the site is online, you can request unlimited content changes through the messaging app or your client portal. They are processed within 24 to 48 hours.\n\nThis package suits freelancers and small businesses that need an online presence quickly.',
    },
  },
  {
    category: 'pricing',
    order: 3,
    fr: {
      question: "Que comprend l'offre Plateforme Pro à 2 990 CHF?",
      answer:
        'La Plateforme Pro est destinée aux projets plus complets. Elle coûte 2 990 CHF, est livrée en 3 à 4 semaines et comprend 6 mois de mises à jour après la livraison.\n\nSi nous dépassons le délai annoncé, nous vous offrons un mois de maintenance gratuit.',
    },
    en: {
      question: 'What does the Pro Platform package at 2 990 CHF include?',
      answer:
        'Pro Platform is designed for more complete projects. It costs 2 990 CHF, is delivered in 3 to 4 weeks and includes 6 months of updates after delivery.\n\nIf we miss the announced deadline, you get one month of maintenance free of charge.',
    },
  },
  {
    category: 'pricing',
    order: 4,
    fr: {
      question: "Que comprend l'offre Logiciel MVP à 9 990 CHF?",
      answer:
        "Le Logiciel MVP permet de lancer une première version fonctionnelle de votre application ou de votre SaaS. Il coûte 9 990 CHF, est livré en 30 jours et comprend 6 mois de support.\n\nL'objectif est de mettre rapidement le produit entre les mains de vrais utilisateurs, puis de le faire évoluer selon leurs retours.",
    },
    en: {
      question: 'What does the MVP Software package at 9 990 CHF include?',
      answer:
        'MVP Software lets you launch a first working version of your application or SaaS. It costs 9 990 CHF, is delivered in 30 days and includes 6 months of support.\n\nThe goal is to put the product in the hands of real users quickly, then improve it based on their feedback.',
    },
  },
  {
    category: 'pricing',
    order: 5,
    fr: {
      question: 'Quels moyens de paiement acceptez-vous?',
      answer:
        "Vous pouvez payer par virement bancaire, par Twint ou par carte de crédit. Un paiement en plusieurs fois est possible et s'étudie au cas par cas.",
    },
    en: {
      question: 'Which payment methods do you accept?',
      answer:
        'You can pay by bank transfer, Twint or credit card. Payment in instalments is possible and is assessed case by case.',
    },
  },
  {
    category: 'pricing',
    order: 6,
    fr: {
      question: 'Faut-il verser un acompte?',
      answer:
        'Oui. Un acompte de 30 à 50% du montant total est généralement demandé au lancement du projet. Le solde est payable à la livraison.',
    },
    en: {
      question: 'Do I need to pay a deposit?',
      answer:
        'Yes. A deposit of 30 to 50% of the total amount is generally requested when the project starts. The balance is due on delivery.',
    },
  },
  {
    category: 'pricing',
    order: 7,
    fr: {
      question: 'Combien coûte la maintenance après la livraison?',
      answer:
        'Le Plan de maintenance continue coûte 79 CHF par mois. Il est réservé aux clients existants et peut être résilié à tout moment.\n\nLes offres Plateforme Pro et Logiciel MVP incluent déjà 6 mois de mises à jour ou de support après la livraison.',
    },
    en: {
      question: 'How much does maintenance cost after delivery?',
      answer:
        'The Continuous Maintenance Plan costs 79 CHF per month. It is reserved for existing clients and can be cancelled at any time.\n\nThe Pro Platform and MVP Software packages already include 6 months of updates or support after delivery.',
    },
  },
  {
    category: 'technical',
    order: 1,
    fr: {
      question: 'Quels types de projets développez-vous?',
      answer:
        "Depuis 2020, nous développons des sites web, des plateformes métier, des logiciels SaaS et des solutions d'intelligence artificielle sur mesure pour des indépendants, des petites entreprises et des PME. Nous avons réalisé plus de 30 projets.\n\nNous intervenons sur le frontend, le backend, l'IA, le cloud, la sécurité, les fonctionnalités en temps réel, la migration de données et l'architecture des systèmes.",
    },
    en: {
      question: 'What kinds of projects do you build?',
      answer:
        'Since 2020, we have been building custom websites, business platforms, SaaS products and artificial intelligence solutions for freelancers, small businesses and SMEs. We have completed more than 30 projects.\n\nOur work covers frontend, backend, AI, cloud, security, real-time features, data migration and systems architecture.',
    },
  },
  {
    category: 'technical',
    order: 2,
    fr: {
      question: "Pouvez-vous intégrer de l'intelligence artificielle dans mon projet?",
      answer:
        "Oui. Nous concevons des architectures d'IA adaptées à votre activité, par exemple pour automatiser le traitement de documents, enrichir des données ou proposer un assistant conversationnel.\n\nNous avons notamment développé en 6 semaines une plateforme d'IA et de big data qui gère plus de 23'000 profils automatisés, le client restant propriétaire de 100% de ses données.",
    },
    en: {
      question: 'Can you integrate artificial intelligence into my project?',
      answer:
        "Yes. We design AI architectures suited to your business, for example to automate document processing, enrich data or provide a conversational assistant.\n\nFor instance, we built an AI and big data platform in 6 weeks that manages more than 23'000 automated profiles, with the client keeping 100% ownership of its data.",
    },
  },
  {
    category: 'technical',
    order: 3,
    fr: {
      question: 'Pouvez-vous reprendre les données de mes outils actuels?',
      answer:
        'Oui. La migration de données fait partie de nos compétences. Nous récupérons vos données depuis vos fichiers, bases de données ou logiciels existants, nous les nettoyons, puis nous les importons dans la nouvelle solution.\n\nPour un client du secteur immobilier, nous avons réuni plus de 70 sources de données dans une seule plateforme SaaS.',
    },
    en: {
      question: 'Can you take over the data from my current tools?',
      answer:
        'Yes. Data migration is part of our expertise. We retrieve your data from your existing files, databases or software, clean it, then import it into the new solution.\n\nFor a real estate client, we brought more than 70 data sources together in a single SaaS platform.',
    },
  },
  {
    category: 'technical',
    order: 4,
    fr: {
      question: 'Mon site fonctionnera-t-il sur mobile?',
      answer:
        "Oui. Nos interfaces sont conçues en design responsive. La mise en page s'adapte automatiquement à la taille de l'écran, qu'il s'agisse d'un smartphone, d'une tablette ou d'un ordinateur.\n\nNous vérifions l'affichage sur ces différents formats avant chaque mise en ligne.",
    },
    en: {
      question: 'Will my website work on mobile devices?',
      answer:
        'Yes. Our interfaces are built with responsive design. The layout adapts automatically to the screen size, whether on a smartphone, a tablet or a computer.\n\nWe check the display on these formats before every release.',
    },
  },
  {
    category: 'technical',
    order: 5,
    fr: {
      question: 'Comment mes données sont-elles protégées?',
      answer:
        "La sécurité est prise en compte dès la conception de chaque projet, avec des connexions chiffrées et des droits d'accès adaptés à chaque rôle.\n\nVos données sont traitées conformément au droit suisse et au RGPD. Vous pouvez demander à tout moment l'accès à vos données, leur rectification, leur effacement ou leur portabilité. Nous répondons à ces demandes dans un délai de 30 jours.",
    },
    en: {
      question: 'How is my data protected?',
      answer:
        'Security is built into every project from the design stage, with encrypted connections and access rights tailored to each role.\n\nYour data is processed in accordance with Swiss law and the GDPR. You can request access to your data, its rectification, its erasure or its portability at any time. We answer these requests within 30 days.',
    },
  },
  {
    category: 'technical',
    order: 6,
    fr: {
      question: 'Combien de temps conservez-vous mes données?',
      answer:
        "Les données liées à un projet sont conservées pendant toute la durée du projet, puis pendant 10 ans. Les données marketing, comme l'inscription à la newsletter, sont conservées jusqu'à votre désinscription. Les données de navigation sont conservées 26 mois au maximum.",
    },
    en: {
      question: 'How long do you keep my data?',
      answer:
        'Project-related data is kept for the whole duration of the project, then for 10 years. Marketing data, such as a newsletter subscription, is kept until you unsubscribe. Browsing data is kept for 26 months at most.',
    },
  },
  {
    category: 'support',
    order: 1,
    fr: {
      question: 'Quels sont vos horaires de support?',
      answer:
        'Notre support est disponible du lundi au vendredi, de 9h à 18h. Nous répondons à chaque demande dans un délai de 24 à 48 heures.',
    },
    en: {
      question: 'What are your support hours?',
      answer:
        'Our support is available Monday to Friday, from 9:00 to 18:00. We answer every request within 24 to 48 hours.',
    },
  },
  {
    category: 'support',
    order: 2,
    fr: {
      question: 'Comment contacter le support?',
      answer:
        "Vous pouvez nous écrire par e-mail, par messagerie instantanée ou via le formulaire de la page Support. Indiquez la priorité de votre demande (question générale, besoin d'aide ou problème urgent) pour que nous puissions la traiter dans le bon ordre.\n\nSi vous êtes déjà client, vous pouvez aussi envoyer une demande depuis votre espace client.",
    },
    en: {
      question: 'How can I contact support?',
      answer:
        'You can write to us by e-mail, through the messaging app or with the form on the Support page. Select the priority of your request (general question, need help or urgent issue) so that we can handle it in the right order.\n\nIf you are already a client, you can also send a request from your client portal.',
    },
  },
  {
    category: 'support',
    order: 3,
    fr: {
      question: 'Que se passe-t-il si je constate un problème après la livraison?',
      answer:
        "Chaque livraison est couverte par une garantie d'un mois. Pendant cette période, nous corrigeons sans frais tout dysfonctionnement lié à notre travail.\n\nEnsuite, les mises à jour ou le support inclus dans votre offre, puis le Plan de maintenance continue, prennent le relais.",
    },
    en: {
      question: 'What if I notice a problem after delivery?',
      answer:
        'Every delivery is covered by a one-month warranty. During this period, we fix any malfunction related to our work at no cost.\n\nAfter that, the updates or support included in your package, and then the Continuous Maintenance Plan, take over.',
    },
  },
  {
    category: 'support',
    order: 4,
    fr: {
      question: 'Comment fonctionne le Plan de maintenance continue?',
      answer:
        'Le Plan de maintenance continue est réservé aux clients existants. Pour 79 CHF par mois, nous prenons en charge vos demandes de mise à jour et de correction, qui sont traitées sous 24 à 48 heures.\n\nLe plan est sans engagement de durée et peut être résilié à tout moment.',
    },
    en: {
      question: 'How does the Continuous Maintenance Plan work?',
      answer:
        'The Continuous Maintenance Plan is reserved for existing clients. For 79 CHF per month, we handle your update and fix requests, which are processed within 24 to 48 hours.\n\nThe plan has no minimum commitment and can be cancelled at any time.',
    },
  },
  {
    category: 'support',
    order: 5,
    fr: {
      question: 'Comment demander une modification sur mon site?',
      answer:
        'Dans votre espace client, ouvrez la rubrique Demandes, indiquez la page concernée et décrivez la modification souhaitée. Vous suivez ensuite son état (en attente, en cours, terminée) directement dans votre espace.\n\nVous pouvez aussi nous envoyer votre demande par messagerie instantanée.',
    },
    en: {
      question: 'How do I request a change to my website?',
      answer:
        'In your client portal, open the Requests section, specify the page concerned and describe the change you need. You can then follow its status (pending, in progress, completed) directly in your portal.\n\nYou can also send us your request through the messaging app.',
    },
  },
  {
    category: 'process',
    order: 1,
    fr: {
      question: 'Comment démarrer un projet avec vous?',
      answer:
        "Remplissez notre formulaire de brief, accessible depuis le bouton Démarrer un projet. Vous y choisissez l'offre qui vous intéresse et décrivez votre activité en au moins 100 caractères.\n\nNous étudions votre demande et vous répondons sous 24 heures.",
    },
    en: {
      question: 'How do I start a project with you?',
      answer:
        'Fill in our brief form, available from the Start a project button. You choose the package you are interested in and describe your business in at least 100 characters.\n\nWe review your request and reply within 24 hours.',
    },
  },
  {
    category: 'process',
    order: 2,
    fr: {
      question: 'Quelles informations dois-je préparer pour le brief?',
      answer:
        "Préparez une description claire de votre activité et de vos objectifs, vos coordonnées et, si possible, des exemples de sites que vous aimez et de sites que vous n'aimez pas. Ces références nous aident à comprendre vos attentes en matière de style.\n\nVous pouvez joindre au formulaire vos fichiers existants, comme votre logo, des images, des PDF ou des documents Word. Avant l'envoi, vous confirmez que les informations du brief sont exactes.",
    },
    en: {
      question: 'What information should I prepare for the brief?',
      answer:
        'Prepare a clear description of your business and goals, your contact details and, if possible, examples of websites you like and websites you dislike. These references help us understand your expectations in terms of style.\n\nYou can attach your existing files to the form, such as your logo, images, PDFs or Word documents. Before sending it, you confirm that the information in the brief is accurate.',
    },
  },
  {
    category: 'process',
    order: 3,
    fr: {
      question: 'Que se passe-t-il une fois mon projet accepté?',
      answer:
        "Nous créons votre compte client et vous envoyons un e-mail pour y accéder. Votre espace client vous permet ensuite de suivre l'avancement du projet, de consulter les mises à jour et vos factures, et d'envoyer des demandes de modification.",
    },
    en: {
      question: 'What happens once my project is approved?',
      answer:
        "We create your client account and send you an e-mail to access it. Your client portal then lets you follow the project's progress, read updates, view your invoices and send change requests.",
    },
  },
  {
    category: 'process',
    order: 4,
    fr: {
      question: "Comment suivre l'avancement de mon projet?",
      answer:
        "Votre tableau de bord indique l'étape en cours, le pourcentage d'avancement, la date de livraison estimée et la prochaine étape. Un projet passe généralement par les phases de développement, de revue, de mise en ligne puis de suivi.\n\nChaque étape importante est consignée dans la rubrique Mises à jour de votre espace client.",
    },
    en: {
      question: "How can I follow my project's progress?",
      answer:
        'Your dashboard shows the current stage, the progress percentage, the estimated delivery date and the next step. A project usually goes through development, review, go-live and then follow-up.\n\nEach important milestone is recorded in the Updates section of your client portal.',
    },
  },
  {
    category: 'process',
    order: 5,
    fr: {
      question: 'Que se passe-t-il si la livraison prend du retard?',
      answer:
        "Nos délais sont annoncés dès le départ. Ils sont de 48 heures pour Launch Site, de 3 à 4 semaines pour la Plateforme Pro et de 30 jours pour le Logiciel MVP.\n\nPour la Plateforme Pro, si nous dépassons le délai annoncé, nous vous offrons un mois de maintenance gratuit. Si un retard dépend d'éléments que vous devez nous fournir, comme des textes ou des images, nous vous en informons rapidement.",
    },
    en: {
      question: 'What happens if delivery is late?',
      answer:
        'Our timelines are announced from the start. They are 48 hours for Launch Site, 3 to 4 weeks for Pro Platform and 30 days for MVP Software.\n\nFor Pro Platform, if we miss the announced deadline, you get one month of maintenance free of charge. If a delay depends on items you need to provide, such as texts or images, we let you know promptly.',
    },
  },
  {
    category: 'process',
    order: 6,
    fr: {
      question: 'Comment mettre fin à notre collaboration?',
      answer:
        "La résiliation d'un contrat doit être notifiée avec un préavis de 30 jours.\n\nNos contrats sont soumis au droit suisse. En cas de litige, les tribunaux de Genève sont compétents.",
    },
    en: {
      question: 'How can I end our collaboration?',
      answer:
        "A contract can be terminated with 30 days' notice.\n\nOur contracts are governed by Swiss law. In the event of a dispute, the courts of Geneva have jurisdiction.",
    },
  },
]
