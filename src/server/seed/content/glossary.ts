// Seed content: glossary terms (French and English) for the seven glossary categories.
import type { GlossaryCategory } from '@/domain/content/glossary'

export type GlossarySeed = {
  category: GlossaryCategory
  fr: { term: string; definition: string; example: string }
  en: { term: string; definition: string; example: string }
}

export const glossarySeed: GlossarySeed[] = [
  {
    category: 'development',
    fr: {
      term: 'API',
      definition:
        "Interface de programmation qui permet à deux logiciels d'échanger des données de manière structurée. Elle définit quelles informations peuvent être demandées ou envoyées, et sous quelle forme.",
      example:
        "Votre site de réservation peut utiliser l'API de votre agenda en ligne pour afficher en temps réel les créneaux disponibles.",
    },
    en: {
      term: 'API',
      definition:
        'A programming interface that lets two pieces of software exchange data in a structured way. It defines which information can be requested or sent, and in what format.',
      example:
        "Your booking website can use your online calendar's API to display available time slots in real time.",
    },
  },
  {
    category: 'development',
    fr: {
      term: 'Frontend',
      definition:
        "Partie visible d'un site ou d'une application, avec laquelle l'utilisateur interagit dans son navigateur. Elle comprend les pages, les boutons, les formulaires et les animations.",
      example:
        'Sur votre boutique en ligne, le frontend affiche les fiches produits et le panier de vos clients.',
    },
    en: {
      term: 'Frontend',
      definition:
        'The visible part of a website or application, which users interact with in their browser. It includes pages, buttons, forms and animations.',
      example:
        "On your online shop, the frontend displays the product pages and your customers' shopping cart.",
    },
  },
  {
    category: 'development',
    fr: {
      term: 'Backend',
      definition:
        "Partie invisible d'une application, qui fonctionne sur un serveur. Elle traite les données, applique les règles métier et communique avec la base de données.",
      example:
        "Lorsqu'un client valide une commande, le backend vérifie le stock, enregistre la commande et déclenche l'e-mail de confirmation.",
    },
    en: {
      term: 'Backend',
      definition:
        'The invisible part of an application, running on a server. It processes data, applies business rules and communicates with the database.',
      example:
        'When a customer places an order, the backend checks the stock, saves the order and triggers the confirmation e-mail.',
    },
  },
  {
    category: 'development',
    fr: {
      term: 'Base de données',
      definition:
        "Système qui stocke et organise les informations d'une application de façon structurée, pour pouvoir les retrouver et les mettre à jour rapidement.",
      example:
        "La base de données de votre plateforme contient vos fiches clients, vos rendez-vous et l'historique de vos factures.",
    },
    en: {
      term: 'Database',
      definition:
        "A system that stores and organises an application's information in a structured way, so that it can be found and updated quickly.",
      example:
        "Your platform's database holds your customer records, your appointments and your invoice history.",
    },
  },
  {
    category: 'development',
    fr: {
      term: 'Webhook',
      definition:
        "Notification automatique qu'un service envoie à une autre application lorsqu'un événement se produit. Contrairement à une API que l'on interroge, le webhook transmet l'information dès qu'elle est disponible.",
      example:
        'Quand votre prestataire de paiement confirme un paiement, un webhook met automatiquement à jour le statut de la commande sur votre site.',
    },
    en: {
      term: 'Webhook',
      definition:
        'An automatic notification that a service sends to another application when an event occurs. Unlike an API that you query, a webhook pushes the information as soon as it is available.',
      example:
        'When your payment provider confirms a payment, a webhook automatically updates the order status on your website.',
    },
  },
  {
    category: 'development',
    fr: {
      term: 'Déploiement',
      definition:
        "Opération qui consiste à publier une nouvelle version d'un site ou d'une application sur les serveurs de production, pour la rendre accessible aux utilisateurs.",
      example:
        'Une fois votre nouvelle page de tarifs validée, son déploiement la rend visible à tous vos visiteurs en quelques minutes.',
    },
    en: {
      term: 'Deployment',
      definition:
        'The process of publishing a new version of a website or application to the production servers so that users can access it.',
      example:
        'Once your new pricing page is approved, deploying it makes it visible to all your visitors within minutes.',
    },
  },
  {
    category: 'development',
    fr: {
      term: 'CMS',
      definition:
        "Système de gestion de contenu. Il permet de modifier les textes, les images ou les articles d'un site sans écrire de code.",
      example:
        "Grâce au CMS, vous publiez vous-même un nouvel article de blog depuis une interface d'administration.",
    },
    en: {
      term: 'CMS',
      definition:
        "Content management system. It lets you edit a website's text, images or articles without writing code.",
      example: 'With a CMS, you publish a new blog post yourself from an admin interface.',
    },
  },
  {
    category: 'design',
    fr: {
      term: 'Design responsive',
      definition:
        "Approche de conception dans laquelle la mise en page s'adapte automatiquement à la taille de l'écran, du smartphone à l'ordinateur de bureau.",
      example:
        "Sur mobile, le menu de votre site se replie dans un bouton et vos photos s'affichent sur une seule colonne pour rester lisibles.",
    },
    en: {
      term: 'Responsive design',
      definition:
        'A design approach in which the layout adapts automatically to the screen size, from smartphones to desktop computers.',
      example:
        "On mobile, your website's menu collapses into a button and your photos are shown in a single column so they remain easy to read.",
    },
  },
  {
    category: 'design',
    fr: {
      term: 'Expérience utilisateur (UX)',
      definition:
        "Ensemble des ressentis d'une personne lorsqu'elle utilise un site ou une application. Une bonne UX rend le parcours simple, rapide et sans frustration.",
      example:
        "Réduire votre formulaire de devis de dix à quatre champs améliore l'UX et peut augmenter le nombre de demandes reçues.",
    },
    en: {
      term: 'User experience (UX)',
      definition:
        'Everything a person experiences when using a website or application. Good UX makes the journey simple, fast and frustration-free.',
      example:
        'Cutting your quote form from ten fields to four improves the UX and can increase the number of requests you receive.',
    },
  },
  {
    category: 'design',
    fr: {
      term: 'Interface utilisateur (UI)',
      definition:
        "Aspect visuel d'un site ou d'une application, c'est-à-dire les couleurs, la typographie, les boutons et la disposition des éléments à l'écran.",
      example:
        "L'UI de votre espace client reprend les couleurs de votre marque et met en évidence le bouton principal de chaque page.",
    },
    en: {
      term: 'User interface (UI)',
      definition:
        'The visual side of a website or application, meaning the colours, typography, buttons and layout of elements on screen.',
      example:
        'The UI of your client portal uses your brand colours and highlights the main button on each page.',
    },
  },
  {
    category: 'design',
    fr: {
      term: 'Maquette fonctionnelle (wireframe)',
      definition:
        "Schéma simplifié d'une page, sans couleurs ni images définitives, qui montre l'emplacement des contenus et l'organisation de la navigation.",
      example:
        "La maquette fonctionnelle de votre page d'accueil permet de valider l'ordre des sections avant de travailler le design final.",
    },
    en: {
      term: 'Wireframe',
      definition:
        'A simplified sketch of a page, without final colours or images, showing where content goes and how navigation is organised.',
      example:
        'The wireframe of your home page lets you approve the order of the sections before work starts on the final design.',
    },
  },
  {
    category: 'design',
    fr: {
      term: 'Charte graphique',
      definition:
        "Document qui définit l'identité visuelle d'une marque, notamment le logo, les couleurs, les typographies et leurs règles d'utilisation.",
      example:
        "Si vous disposez déjà d'une charte graphique, votre nouveau site en reprend les couleurs et les polices pour rester cohérent avec vos autres supports.",
    },
    en: {
      term: 'Brand guidelines',
      definition:
        "A document that defines a brand's visual identity, including its logo, colours, fonts and the rules for using them.",
      example:
        'If you already have brand guidelines, your new website uses the same colours and fonts to stay consistent with your other materials.',
    },
  },
  {
    category: 'design',
    fr: {
      term: 'Accessibilité web',
      definition:
        'Ensemble de bonnes pratiques qui rendent un site utilisable par tous, y compris par les personnes en situation de handicap visuel, auditif ou moteur.',
      example:
        "Des contrastes de couleurs suffisants et des descriptions sur les images permettent aux personnes malvoyantes de consulter votre site, y compris avec un lecteur d'écran.",
    },
    en: {
      term: 'Web accessibility',
      definition:
        'A set of good practices that make a website usable by everyone, including people with visual, hearing or motor impairments.',
      example:
        'Sufficient colour contrast and descriptions on images allow visually impaired people to use your website, including with a screen reader.',
    },
  },
  {
    category: 'infrastructure',
    fr: {
      term: 'Hébergement',
      definition:
        "Service qui stocke les fichiers et les données d'un site sur des serveurs connectés en permanence à Internet, pour qu'il soit accessible à tout moment.",
      example:
        'Un hébergement situé en Suisse peut être préférable si votre site traite des données sensibles de clients suisses.',
    },
    en: {
      term: 'Hosting',
      definition:
        "A service that stores a website's files and data on servers permanently connected to the internet, so that it is accessible at any time.",
      example:
        'Hosting located in Switzerland may be preferable if your website processes sensitive data of Swiss customers.',
    },
  },
  {
    category: 'infrastructure',
    fr: {
      term: 'Nom de domaine',
      definition:
        "Adresse lisible d'un site web, comme votre-entreprise.ch. Il se réserve auprès d'un bureau d'enregistrement pour une durée renouvelable, généralement d'un an.",
      example:
        "Réserver le nom de domaine votre-entreprise.ch avant le lancement évite qu'un tiers ne l'enregistre à votre place.",
    },
    en: {
      term: 'Domain name',
      definition:
        'The readable address of a website, such as your-company.ch. It is registered with a registrar for a renewable period, usually one year.',
      example:
        'Registering the domain name your-company.ch before launch prevents someone else from taking it.',
    },
  },
  {
    category: 'infrastructure',
    fr: {
      term: 'DNS',
      definition:
        "Système de noms de domaine. Il fait le lien entre un nom de domaine et l'adresse technique du serveur qui héberge le site, un peu comme un annuaire d'Internet.",
      example:
        "Lors de la mise en ligne, les enregistrements DNS de votre domaine sont modifiés pour qu'il pointe vers le nouveau serveur.",
    },
    en: {
      term: 'DNS',
      definition:
        "Domain Name System. It links a domain name to the technical address of the server hosting the website, a bit like the internet's phone book.",
      example:
        "At launch, your domain's DNS records are updated so that it points to the new server.",
    },
  },
  {
    category: 'infrastructure',
    fr: {
      term: 'Cloud (informatique en nuage)',
      definition:
        'Utilisation de serveurs, de stockage et de services informatiques fournis à distance par Internet, plutôt que de machines installées dans vos locaux. Les ressources peuvent être augmentées ou réduites selon les besoins.',
      example:
        'Hébergée dans le cloud, votre plateforme peut absorber un pic de visites pendant une campagne sans achat de nouveau matériel.',
    },
    en: {
      term: 'Cloud computing',
      definition:
        'The use of servers, storage and IT services provided remotely over the internet rather than by machines installed on your premises. Resources can be scaled up or down as needed.',
      example:
        'Hosted in the cloud, your platform can handle a traffic spike during a campaign without buying new hardware.',
    },
  },
  {
    category: 'infrastructure',
    fr: {
      term: 'CDN',
      definition:
        "Réseau de diffusion de contenu. Il copie les images, les vidéos et les fichiers d'un site sur des serveurs répartis dans le monde, afin de les servir depuis le point le plus proche du visiteur.",
      example:
        'Grâce à un CDN, les photos de votre catalogue se chargent aussi vite pour un visiteur à Genève que pour un visiteur à Montréal.',
    },
    en: {
      term: 'CDN',
      definition:
        "Content delivery network. It copies a website's images, videos and files onto servers spread around the world, so that they are served from the location closest to each visitor.",
      example:
        'With a CDN, your catalogue photos load as fast for a visitor in Geneva as for one in Montreal.',
    },
  },
  {
    category: 'infrastructure',
    fr: {
      term: 'Taux de disponibilité (uptime)',
      definition:
        "Pourcentage du temps pendant lequel un site ou un service est accessible et fonctionne normalement. Il sert à mesurer la fiabilité d'un hébergement.",
      example:
        "Un taux de disponibilité de 99% correspond à un peu plus de 7 heures d'interruption au maximum sur un mois de 30 jours.",
    },
    en: {
      term: 'Uptime',
      definition:
        'The percentage of time during which a website or service is accessible and working normally. It is used to measure how reliable hosting is.',
      example:
        'An uptime of 99% allows for a little over 7 hours of downtime at most in a 30-day month.',
    },
  },
  {
    category: 'marketing',
    fr: {
      term: 'Référencement naturel (SEO)',
      definition:
        "Ensemble des techniques qui améliorent la position d'un site dans les résultats non payants des moteurs de recherche comme Google. Il repose sur la qualité du contenu, la structure technique et la vitesse du site.",
      example:
        'Une page dédiée à chaque service, avec un titre clair qui mentionne votre ville, aide votre site à apparaître dans les recherches locales.',
    },
    en: {
      term: 'Search engine optimisation (SEO)',
      definition:
        "The set of techniques that improve a website's position in the unpaid results of search engines such as Google. It relies on content quality, technical structure and site speed.",
      example:
        'A dedicated page for each service, with a clear title that mentions your city, helps your website appear in local searches.',
    },
  },
  {
    category: 'marketing',
    fr: {
      term: "Page d'atterrissage (landing page)",
      definition:
        "Page web conçue pour un objectif unique, comme recueillir des inscriptions ou des demandes de devis. Elle accueille généralement les visiteurs qui arrivent d'une publicité ou d'un e-mail.",
      example:
        "Pour votre campagne de rentrée, une page d'atterrissage présente l'offre avec un seul formulaire d'inscription.",
    },
    en: {
      term: 'Landing page',
      definition:
        'A web page designed for a single goal, such as collecting sign-ups or quote requests. It usually receives visitors coming from an ad or an e-mail.',
      example:
        'For your back-to-school campaign, a landing page presents the offer with a single sign-up form.',
    },
  },
  {
    category: 'marketing',
    fr: {
      term: 'Taux de conversion',
      definition:
        "Pourcentage de visiteurs qui réalisent l'action attendue, par exemple un achat, une inscription ou une demande de contact.",
      example:
        "Si 1'000 personnes visitent votre page et que 25 demandent un devis, votre taux de conversion est de 2,5%.",
    },
    en: {
      term: 'Conversion rate',
      definition:
        'The percentage of visitors who complete the desired action, such as a purchase, a sign-up or a contact request.',
      example:
        "If 1'000 people visit your page and 25 request a quote, your conversion rate is 2.5%.",
    },
  },
  {
    category: 'marketing',
    fr: {
      term: "Analyse d'audience (analytics)",
      definition:
        "Mesure et analyse du comportement des visiteurs d'un site, comme le nombre de visites, les pages consultées ou la provenance du trafic.",
      example:
        "L'analyse d'audience peut révéler que la plupart de vos visiteurs consultent votre site sur mobile, ce qui aide à prioriser les améliorations.",
    },
    en: {
      term: 'Web analytics',
      definition:
        'Measuring and analysing how visitors behave on a website, such as the number of visits, the pages viewed or where the traffic comes from.',
      example:
        'Web analytics can reveal that most of your visitors browse your website on mobile, which helps you prioritise improvements.',
    },
  },
  {
    category: 'marketing',
    fr: {
      term: "Appel à l'action (CTA)",
      definition:
        "Bouton ou lien qui invite clairement le visiteur à passer à l'étape suivante, comme demander un devis ou prendre rendez-vous.",
      example:
        "Un bouton Prendre rendez-vous affiché en haut de chaque page du site de votre cabinet est un appel à l'action simple et efficace.",
    },
    en: {
      term: 'Call to action (CTA)',
      definition:
        'A button or link that clearly invites visitors to take the next step, such as requesting a quote or booking an appointment.',
      example:
        "A Book an appointment button shown at the top of every page of your practice's website is a simple and effective call to action.",
    },
  },
  {
    category: 'ai',
    fr: {
      term: 'Intelligence artificielle (IA)',
      definition:
        "Domaine de l'informatique qui permet à des logiciels d'accomplir des tâches demandant habituellement l'intelligence humaine, comme comprendre un texte, reconnaître une image ou faire des prévisions.",
      example:
        'Une IA peut trier automatiquement les e-mails reçus par votre service client et proposer une réponse pour chacun.',
    },
    en: {
      term: 'Artificial intelligence (AI)',
      definition:
        'A field of computing that enables software to perform tasks that usually require human intelligence, such as understanding text, recognising images or making predictions.',
      example:
        'An AI can automatically sort the e-mails received by your customer service and suggest a reply for each one.',
    },
  },
  {
    category: 'ai',
    fr: {
      term: 'Grand modèle de langage (LLM)',
      definition:
        "Modèle d'IA entraîné sur de très grandes quantités de textes, capable de comprendre des questions et de rédiger des réponses en langage naturel. ChatGPT repose sur ce type de modèle.",
      example:
        'Un LLM connecté à votre documentation interne peut répondre aux questions fréquentes de vos collaborateurs.',
    },
    en: {
      term: 'Large language model (LLM)',
      definition:
        'An AI model trained on very large amounts of text, able to understand questions and write answers in natural language. ChatGPT is based on this type of model.',
      example:
        "An LLM connected to your internal documentation can answer your employees' frequently asked questions.",
    },
  },
  {
    category: 'ai',
    fr: {
      term: 'Apprentissage automatique (machine learning)',
      definition:
        "Branche de l'intelligence artificielle dans laquelle un programme apprend à partir d'exemples plutôt que de règles écrites à la main. Plus il dispose de données de qualité, plus ses prédictions s'améliorent.",
      example:
        "À partir de vos ventes passées, un modèle d'apprentissage automatique peut estimer les quantités à commander pour la saison suivante.",
    },
    en: {
      term: 'Machine learning',
      definition:
        'A branch of artificial intelligence in which a program learns from examples rather than from hand-written rules. The more quality data it has, the better its predictions become.',
      example:
        'Based on your past sales, a machine learning model can estimate the quantities to order for the next season.',
    },
  },
  {
    category: 'ai',
    fr: {
      term: 'Agent conversationnel (chatbot)',
      definition:
        "Programme qui dialogue avec les utilisateurs par écrit ou à l'oral. Les agents conversationnels récents s'appuient souvent sur un grand modèle de langage pour comprendre des questions formulées librement.",
      example:
        'Un agent conversationnel sur votre site peut répondre aux questions sur vos horaires et vos tarifs, même le week-end.',
    },
    en: {
      term: 'Chatbot',
      definition:
        'A program that converses with users in writing or by voice. Modern chatbots often rely on a large language model to understand freely worded questions.',
      example:
        'A chatbot on your website can answer questions about your opening hours and prices, even at weekends.',
    },
  },
  {
    category: 'ai',
    fr: {
      term: 'Prompt',
      definition:
        "Instruction ou question rédigée pour un modèle d'IA afin d'obtenir le résultat souhaité. La précision du prompt influence directement la qualité de la réponse.",
      example:
        "Dans votre outil de rédaction, un prompt prédéfini demande à l'IA d'écrire les descriptions de produits dans le ton de votre marque.",
    },
    en: {
      term: 'Prompt',
      definition:
        'An instruction or question written for an AI model in order to obtain the desired result. How precise the prompt is directly affects the quality of the answer.',
      example:
        "In your writing tool, a predefined prompt asks the AI to write product descriptions in your brand's tone of voice.",
    },
  },
  {
    category: 'security',
    fr: {
      term: 'Certificat SSL/TLS',
      definition:
        "Fichier installé sur le serveur qui permet de chiffrer les échanges entre le navigateur et le site. Il se reconnaît à l'adresse en https et au cadenas affiché par le navigateur.",
      example:
        "Sans certificat SSL/TLS, les navigateurs affichent un avertissement sur votre formulaire de contact, ce qui décourage les visiteurs de l'utiliser.",
    },
    en: {
      term: 'SSL/TLS certificate',
      definition:
        'A file installed on the server that makes it possible to encrypt exchanges between the browser and the website. You can recognise it by the https address and the padlock shown by the browser.',
      example:
        'Without an SSL/TLS certificate, browsers display a warning on your contact form, which discourages visitors from using it.',
    },
  },
  {
    category: 'security',
    fr: {
      term: 'RGPD',
      definition:
        "Règlement général sur la protection des données de l'Union européenne. Il s'applique aussi aux entreprises suisses qui proposent leurs services à des personnes situées dans l'Union européenne ou qui suivent leur comportement en ligne.",
      example:
        "Si votre boutique en ligne livre en France, le RGPD vous impose notamment de permettre à vos clients d'accéder à leurs données et de les faire effacer.",
    },
    en: {
      term: 'GDPR',
      definition:
        "The European Union's General Data Protection Regulation. It also applies to Swiss companies that offer their services to people in the European Union or monitor their online behaviour.",
      example:
        'If your online shop delivers to France, the GDPR requires you, among other things, to let your customers access their data and have it erased.',
    },
  },
  {
    category: 'security',
    fr: {
      term: 'LPD (loi sur la protection des données)',
      definition:
        'Loi fédérale suisse sur la protection des données, dans sa version révisée en vigueur depuis le 1er septembre 2023. Elle encadre la manière dont les entreprises collectent et utilisent les données personnelles en Suisse.',
      example:
        "Conformément à la LPD, votre site informe les visiteurs des données collectées par le formulaire de contact et de l'usage qui en est fait.",
    },
    en: {
      term: 'FADP (Federal Act on Data Protection)',
      definition:
        'The Swiss Federal Act on Data Protection, in its revised version in force since 1 September 2023. It governs how companies collect and use personal data in Switzerland.',
      example:
        'In line with the FADP, your website informs visitors about the data collected through the contact form and how it is used.',
    },
  },
  {
    category: 'security',
    fr: {
      term: 'Authentification à deux facteurs (2FA)',
      definition:
        "Méthode de connexion qui exige, en plus du mot de passe, une seconde preuve d'identité, comme un code reçu par SMS ou généré par une application.",
      example:
        "Activer la 2FA sur l'espace d'administration de votre site rend l'accès beaucoup plus difficile pour une personne qui aurait volé votre mot de passe.",
    },
    en: {
      term: 'Two-factor authentication (2FA)',
      definition:
        'A sign-in method that requires, in addition to the password, a second proof of identity, such as a code received by text message or generated by an app.',
      example:
        "Enabling 2FA on your website's admin area makes it much harder for someone who has stolen your password to get in.",
    },
  },
  {
    category: 'security',
    fr: {
      term: 'Sauvegarde',
      definition:
        "Copie des fichiers et des données d'un site ou d'une application, conservée à part pour pouvoir les restaurer en cas de panne, d'erreur ou d'attaque.",
      example:
        'Grâce à une sauvegarde quotidienne, une fiche produit supprimée par erreur peut être restaurée dans sa version de la veille.',
    },
    en: {
      term: 'Backup',
      definition:
        "A copy of a website's or application's files and data, stored separately so that they can be restored after a failure, a mistake or an attack.",
      example:
        'With a daily backup, a product page deleted by mistake can be restored to its version from the previous day.',
    },
  },
  {
    category: 'security',
    fr: {
      term: 'Chiffrement',
      definition:
        'Procédé qui transforme des données en un code illisible sans la clé correspondante. Même en cas de vol, des données chiffrées restent inexploitables.',
      example:
        'Les documents que vos clients déposent sur votre plateforme peuvent être chiffrés, ce qui les protège même si le stockage est compromis.',
    },
    en: {
      term: 'Encryption',
      definition:
        'A process that turns data into a code that cannot be read without the matching key. Even if stolen, encrypted data remains unusable.',
      example:
        'The documents your clients upload to your platform can be encrypted, which protects them even if the storage is compromised.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'SaaS',
      definition:
        "Logiciel en tant que service. Le logiciel s'utilise en ligne depuis un navigateur, sans installation, généralement contre un abonnement mensuel ou annuel.",
      example:
        'Un outil de gestion des rendez-vous vendu 29 CHF par mois à des salons de coiffure est un SaaS.',
    },
    en: {
      term: 'SaaS',
      definition:
        'Software as a Service. The software is used online from a browser, without installation, usually for a monthly or yearly subscription.',
      example: 'An appointment management tool sold to hair salons for 29 CHF per month is a SaaS.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'MVP (produit minimum viable)',
      definition:
        "Première version d'un produit qui ne contient que les fonctionnalités essentielles, pour tester rapidement l'idée auprès de vrais utilisateurs avant d'investir davantage.",
      example:
        "Avec l'offre Logiciel MVP, votre application est livrée en 30 jours avec ses fonctions clés, puis enrichie selon les retours de vos premiers clients.",
    },
    en: {
      term: 'MVP (minimum viable product)',
      definition:
        'The first version of a product, containing only the essential features, used to test the idea quickly with real users before investing further.',
      example:
        'With the MVP Software package, your application is delivered in 30 days with its key features, then expanded based on feedback from your first customers.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'SLA (accord de niveau de service)',
      definition:
        "Engagement contractuel qui fixe le niveau de service attendu d'un prestataire, par exemple un délai maximal de traitement des demandes ou un taux de disponibilité minimal.",
      example:
        'Un SLA peut prévoir que toute demande de modification soit prise en charge dans un délai de 48 heures.',
    },
    en: {
      term: 'SLA (service level agreement)',
      definition:
        'A contractual commitment that sets the level of service expected from a provider, for example a maximum time to handle requests or a minimum uptime.',
      example: 'An SLA can specify that every change request is handled within 48 hours.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'Maintenance',
      definition:
        'Ensemble des interventions réalisées après la mise en ligne pour garder un site ou une application sûr, à jour et fonctionnel, comme les mises à jour, les corrections et les petites évolutions.',
      example:
        'Avec le Plan de maintenance continue à 79 CHF par mois, vos demandes de mise à jour sont traitées sous 24 à 48 heures.',
    },
    en: {
      term: 'Maintenance',
      definition:
        'All the work carried out after launch to keep a website or application secure, up to date and working, such as updates, fixes and small improvements.',
      example:
        'With the Continuous Maintenance Plan at 79 CHF per month, your update requests are processed within 24 to 48 hours.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'Brief de projet',
      definition:
        "Document qui résume un projet avant son lancement. Il présente l'activité, les objectifs, le public cible, les fonctionnalités attendues et les références visuelles.",
      example:
        "En décrivant dans votre brief les sites que vous aimez et ceux que vous n'aimez pas, vous aidez l'équipe à cerner rapidement le style recherché.",
    },
    en: {
      term: 'Project brief',
      definition:
        'A document that summarises a project before it starts. It covers the business, goals, target audience, expected features and visual references.',
      example:
        'By listing in your brief the websites you like and those you dislike, you help the team quickly understand the style you are looking for.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'Revenu mensuel récurrent (MRR)',
      definition:
        "Total des revenus d'abonnement qu'une entreprise encaisse chaque mois. C'est l'indicateur clé pour suivre la croissance d'un SaaS.",
      example:
        'Si votre SaaS compte 40 clients abonnés à 50 CHF par mois, votre MRR est de 2 000 CHF.',
    },
    en: {
      term: 'Monthly recurring revenue (MRR)',
      definition:
        'The total subscription revenue a company collects each month. It is the key indicator for tracking the growth of a SaaS business.',
      example:
        'If your SaaS has 40 customers subscribed at 50 CHF per month, your MRR is 2 000 CHF.',
    },
  },
  {
    category: 'business',
    fr: {
      term: 'Acompte',
      definition:
        "Partie du prix payée au début d'un projet, avant la livraison. Le solde est réglé à la fin du projet.",
      example:
        'Pour une Plateforme Pro à 2 990 CHF, un acompte de 30% représente 897 CHF, le solde de 2 093 CHF étant payable à la livraison.',
    },
    en: {
      term: 'Deposit',
      definition:
        'The part of the price paid at the start of a project, before delivery. The balance is paid when the project is completed.',
      example:
        'For a Pro Platform at 2 990 CHF, a 30% deposit amounts to 897 CHF, with the balance of 2 093 CHF due on delivery.',
    },
  },
]
