export {
  getCaseStudy,
  getCaseStudyDraft,
  getCaseStudySlugs,
  getFeaturedCaseStudies,
} from './case-studies'
export { getFaq, getGlossary, getLatestDraft, getPost, getPosts } from './content'
export type { FaqGroup } from './content'
export { sendFormNotification } from './forms/form-email-tasks'
export { findPublicForm } from './forms/form-row'
export type { PublicForm } from './forms/form-row'
export { getPublicForm } from './forms/forms'
export { keepEmailsForQueue, queueNotificationEmails } from './forms/notification-emails'
export { storeFormAnswers } from './forms/submit-form'
export { ensureSupportForm } from './forms/support-form'
export { homeDefaults } from './home-defaults'
export type { HomeContent } from './home-defaults'
export { getHomePage, getHomePageDraft, getPlanPrices } from './home-page'
export { legalDefaults } from './legal-defaults'
export type { LegalContent } from './legal-defaults'
export { getLegalPage, getLegalPageDraft } from './legal-pages'
export { CONTENT_TAGS, revalidateContent } from './revalidate'
export { getSiteContact, siteContactDefaults } from './site-contact'
export {
  getStudioIdentity,
  IDENTITY_DEFAULTS,
  readStudioIdentity,
  studioInbox,
} from './studio-identity'
