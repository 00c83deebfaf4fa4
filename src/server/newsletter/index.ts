export { confirmSubscription, unsubscribeFromNewsletter } from './consent-links'
export {
  purgeUnconfirmedSubscribers,
  sendNewsletterConfirmation,
  sendNewsletterWelcome,
} from './newsletter-tasks'
export { queueNewsletterConfirmation, subscribeToNewsletter } from './subscribe'
export { newsletterCsv } from './subscribers-csv'
