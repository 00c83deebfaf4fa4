import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activities } from './collections/activities'
import { SessionDetails } from './collections/session-details'
import { ClientProjects } from './collections/client-projects'
import { ClientRequests } from './collections/client-requests'
import { CaseStudies } from './collections/case-studies'
import { FaqItems } from './collections/faq-items'
import { GlossaryTerms } from './collections/glossary-terms'
import { Images } from './collections/images'
import { LegalPages } from './collections/legal-pages'
import { BankCredits } from './collections/bank-credits'
import { Invoices } from './collections/invoices'
import { NewsletterSubscribers } from './collections/newsletter-subscribers'
import { Notifications } from './collections/notifications'
import { DataExports } from './collections/data-exports'
import { DeliverableFiles } from './collections/deliverable-files'
import { Deliverables } from './collections/deliverables'
import { Posts } from './collections/posts'
import { ProjectFiles } from './collections/project-files'
import { ProjectSubmissions } from './collections/project-submissions'
import { ProjectUpdates } from './collections/project-updates'
import { RequestMessages } from './collections/request-messages'
import { RequestReadMarkers } from './collections/request-read-markers'
import { Subscriptions } from './collections/subscriptions'
import { Users } from './collections/users'
import { PANEL_DATE_TIME_FORMAT } from './collections/_shared/panel'
import { apiTabForAdminsOnly } from './collections/_shared/api-tab'
import { formBuilderFrench, formsPlugin } from './collections/forms/plugin'
import { HomePage } from './globals/home-page'
import { Settings } from './globals/settings'
import { SiteContact } from './globals/site-contact'
import { StudioIdentity } from './globals/studio-identity'
import { BRIEF_FILE_MAX_BYTES } from './src/domain/submissions/files'
import { DEFAULT_LOCALE, LOCALES } from './src/domain/locales'
import { panelTranslations } from './src/i18n/panel'
import { isAdmin } from './src/access/roles'
import { env } from './src/server/platform/config/env'
import { resolvePayloadSecret } from './src/server/platform/config/secret'
import { resilientPg } from './src/server/platform/db/pool'
import { withReportedCommits } from './src/server/platform/db/postgres-adapter'
import { answerMalformedQueryWith400 } from './src/server/platform/security/malformed-query'
import { ALLOWED_ORIGINS } from './src/server/platform/security/origin-guard'
import { emailAdapter } from './src/server/platform/email/adapter'
import {
  clientsEndpoint,
  financesEndpoint,
  revenueMonthsEndpoint,
  invoicesCsvEndpoint,
  kpiEndpoint,
  newsletterCsvEndpoint,
  pipelineEndpoint,
  subscriptionsCsvEndpoint,
} from './src/server/dashboard'
import {
  endViewAsEndpoint,
  startViewAsEndpoint,
  sendSecondFactorReset,
} from './src/server/accounts'
import { healthEndpoint } from './src/server/platform/health/health-checks'
import {
  sendApprovalEmail,
  notifyStudioOfBrief,
  sendBriefAck,
  sendRejectionEmail,
  removeSubmissionFiles,
} from './src/server/briefs'
import {
  sendCreditNoteEmail,
  sendInvoiceEmail,
  queueInvoiceReminders,
  sendInvoiceReminder,
  queueRecurringInvoices,
} from './src/server/billing'
import {
  notifyClientOfResolution,
  notifyStudioOfRequest,
  notifyOfMessage,
} from './src/server/requests'
import {
  purgeUnconfirmedSubscribers,
  sendNewsletterConfirmation,
  sendNewsletterWelcome,
} from './src/server/newsletter'
import { withClosedJobStats } from './src/server/platform/jobs/job-stats-access'
import { startDueJobsRunner } from './src/server/platform/jobs/runner'
import {
  buildDataExport,
  notifyStudioOfErasure,
  purgeDataExports,
  removeErasedFiles,
  sendDataExportReady,
} from './src/server/privacy'
import { removeProjectFiles } from './src/server/files'
import { sendFormNotification } from './src/server/content'
import { sendNotificationDigest } from './src/server/notifications'
import { uploadStorage } from './src/server/platform/storage/upload-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

if (!env.databaseUri) {
  throw new Error(
    'DATABASE_URI is not set. Start the app with `npm start` (it runs the embedded PostgreSQL) or set DATABASE_URI.',
  )
}

const config = buildConfig({
  // Unset, the panel calls the API and links uploads relative to the page, on any loopback name.
  serverURL: env.configuredServerUrl ?? '',
  // The auth cookie is only honoured from our own origins (CSRF) and the API answers no other one.
  csrf: [...ALLOWED_ORIGINS],
  cors: [...ALLOWED_ORIGINS],
  secret: resolvePayloadSecret(),
  routes: { admin: '/cms', api: '/api' },
  jobs: {
    tasks: [
      sendBriefAck,
      notifyStudioOfBrief,
      notifyStudioOfRequest,
      notifyClientOfResolution,
      sendApprovalEmail,
      sendRejectionEmail,
      sendInvoiceEmail,
      sendCreditNoteEmail,
      queueInvoiceReminders,
      sendInvoiceReminder,
      queueRecurringInvoices,
      removeSubmissionFiles,
      removeProjectFiles,
      notifyOfMessage,
      sendNewsletterConfirmation,
      sendNewsletterWelcome,
      purgeUnconfirmedSubscribers,
      sendSecondFactorReset,
      buildDataExport,
      sendDataExportReady,
      purgeDataExports,
      removeErasedFiles,
      notifyStudioOfErasure,
      sendNotificationDigest,
      sendFormNotification,
    ],
    // Jobs (e-mails, the removal of deleted brief files) are queued by use cases only; admins alone may run or cancel.
    access: {
      queue: () => false,
      run: ({ req }) => isAdmin(req.user),
      cancel: ({ req }) => isAdmin(req.user),
    },
    deleteJobOnComplete: true,
  },
  // The app server runs due jobs (retries) every minute through the one chain every job run of
  // the process uses (src/server/platform/jobs/runner.ts); scripts and tests don't.
  onInit: startDueJobsRunner,
  endpoints: [
    healthEndpoint,
    kpiEndpoint,
    pipelineEndpoint,
    financesEndpoint,
    revenueMonthsEndpoint,
    invoicesCsvEndpoint,
    subscriptionsCsvEndpoint,
    newsletterCsvEndpoint,
    clientsEndpoint,
    // The end before the start: '/end' must not be read as a client id.
    endViewAsEndpoint,
    startViewAsEndpoint,
  ],
  graphQL: { disable: true },
  hooks: { afterError: [answerMalformedQueryWith400] },
  admin: {
    user: Users.slug,
    // Payload's built-in picture: the default asks Gravatar, sending each admin's e-mail hash out.
    avatar: 'default',
    // Payload's default reads "novembre 25 2026, 8:45 AM"; date-fns formats this in the user's locale.
    dateFormat: PANEL_DATE_TIME_FORMAT,
    meta: { titleSuffix: ' · CMS' },
    importMap: { baseDir: dirname },
    // Payload's English literals (editor handles, drag-and-drop help) in the panel's language.
    components: { providers: ['@/features/cms/panel-labels.client#PanelLabels'] },
  },
  i18n: {
    supportedLanguages: { fr, en },
    fallbackLanguage: 'fr',
    translations: {
      fr: { ...formBuilderFrench, ...panelTranslations.fr },
      en: panelTranslations.en,
    },
  },
  localization: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  collections: [
    Users,
    ProjectSubmissions,
    ProjectFiles,
    ClientProjects,
    ClientRequests,
    RequestMessages,
    RequestReadMarkers,
    Deliverables,
    DeliverableFiles,
    ProjectUpdates,
    Invoices,
    BankCredits,
    Subscriptions,
    Activities,
    SessionDetails,
    DataExports,
    GlossaryTerms,
    FaqItems,
    Posts,
    Images,
    CaseStudies,
    LegalPages,
    NewsletterSubscribers,
    Notifications,
  ],
  globals: [HomePage, SiteContact, StudioIdentity, Settings],
  editor: lexicalEditor(),
  // The site's pictures: sizes in WebP and AVIF, cropped around the editor's focal point.
  sharp,
  db: withReportedCommits(
    postgresAdapter({
      pg: resilientPg,
      pool: { connectionString: env.databaseUri, max: 10 },
      migrationDir: path.resolve(dirname, 'migrations'),
      // The schema only ever changes through committed migrations.
      push: false,
    }),
  ),
  email: emailAdapter(),
  // Oversized uploads are refused with 413, never silently truncated.
  upload: { limits: { fileSize: BRIEF_FILE_MAX_BYTES }, abortOnLimit: true },
  plugins: [
    // The forms editors build and their answers (the support form's among them).
    formsPlugin,
    // Brief files (project-files/<submission id>/), project files (deliverables/<project id>/),
    // data exports (data-exports/<export id>/) and the site's pictures (images/): on disk, or in
    // S3 when S3_BUCKET is set.
    uploadStorage(),
    // Last: every collection's and global's API tab, the plugins' too, for admins only.
    apiTabForAdminsOnly,
  ],
  // Types are generated on purpose (`npm run generate:types`) and checked by `npm test`.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
})

// Payload's own global for the job schedules gets an explicit access rule too.
export default withClosedJobStats(config)
