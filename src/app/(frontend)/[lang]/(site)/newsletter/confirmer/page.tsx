import {
  newsletterLinkMetadata,
  newsletterLinkPage,
} from '@/features/site/newsletter/newsletter-link-page'

export const generateMetadata = newsletterLinkMetadata('confirm', '/newsletter/confirmer')

export default newsletterLinkPage('confirm')
