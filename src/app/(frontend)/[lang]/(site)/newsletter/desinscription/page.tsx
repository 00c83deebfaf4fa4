import {
  newsletterLinkMetadata,
  newsletterLinkPage,
} from '@/features/site/newsletter/newsletter-link-page'

export const generateMetadata = newsletterLinkMetadata('unsubscribe', '/newsletter/desinscription')

export default newsletterLinkPage('unsubscribe')
