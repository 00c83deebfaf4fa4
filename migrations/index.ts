import * as migration_20261121_171054_initial from './20261121_171054_initial'
import * as migration_20261121_171100_activities_append_only from './20261121_171100_activities_append_only'
import * as migration_20261121_184000_rate_limits from './20261121_184000_rate_limits'
import * as migration_20261121_184017_user_language from './20261121_184017_user_language'
import * as migration_20261121_202733_contact_messages from './20261121_202733_contact_messages'
import * as migration_20261121_212959_jobs_queue from './20261121_212959_jobs_queue'
import * as migration_20261121_223600_request_email_job from './20261121_223600_request_email_job'
import * as migration_20261121_223827_file_names_per_folder from './20261121_223827_file_names_per_folder'
import * as migration_20261122_000816_studio_billing_details from './20261122_000816_studio_billing_details'
import * as migration_20261122_002055_backoffice_jobs from './20261122_002055_backoffice_jobs'
import * as migration_20261122_010316_request_resolution_job from './20261122_010316_request_resolution_job'
import * as migration_20261122_071323_pipeline_status_index from './20261122_071323_pipeline_status_index'
import * as migration_20261125_152139_newsletter_consent from './20261125_152139_newsletter_consent'
import * as migration_20261125_152849_invoice_lines from './20261125_152849_invoice_lines'
import * as migration_20261125_162735_invoice_drafts from './20261125_162735_invoice_drafts'
import * as migration_20261125_183254_bank_credits from './20261125_183254_bank_credits'
import * as migration_20261125_183517_project_files_and_threads from './20261125_183517_project_files_and_threads'
import * as migration_20261125_183632_two_factor_sessions from './20261125_183632_two_factor_sessions'
import * as migration_20261125_191437_message_emails from './20261125_191437_message_emails'
import * as migration_20261125_191759_invoice_reminders from './20261125_191759_invoice_reminders'
import * as migration_20261125_215023_recurring_invoices from './20261125_215023_recurring_invoices'
import * as migration_20261125_220525_privacy from './20261125_220525_privacy'
import * as migration_20261125_224104_invoice_notes from './20261125_224104_invoice_notes'
import * as migration_20261126_011840_credit_notes from './20261126_011840_credit_notes'
import * as migration_20261126_011848_notifications from './20261126_011848_notifications'
import * as migration_20261126_012754_payment_term from './20261126_012754_payment_term'
import * as migration_20261126_014744_forms from './20261126_014744_forms'
import * as migration_20261126_021949_invoice_cancelled_notice from './20261126_021949_invoice_cancelled_notice'
import * as migration_20261126_025000_document_sequences from './20261126_025000_document_sequences'
import * as migration_20261126_040212_images_case_studies from './20261126_040212_images_case_studies'
import * as migration_20261126_043312_brief_send_key from './20261126_043312_brief_send_key'
import * as migration_20261126_065420_home_page from './20261126_065420_home_page'
import * as migration_20261126_070338_legal_pages from './20261126_070338_legal_pages'
import * as migration_20261126_071211_site_contact from './20261126_071211_site_contact'
import * as migration_20261126_100656_settings_texts_moved_to_home from './20261126_100656_settings_texts_moved_to_home'
import * as migration_20261129_144847_rejection_email_job from './20261129_144847_rejection_email_job'
import * as migration_20261129_145547_studio_identity from './20261129_145547_studio_identity'
import * as migration_20261129_152830_activity_entity_names from './20261129_152830_activity_entity_names'

export const migrations = [
  {
    up: migration_20261121_171054_initial.up,
    down: migration_20261121_171054_initial.down,
    name: '20261121_171054_initial',
  },
  {
    up: migration_20261121_171100_activities_append_only.up,
    down: migration_20261121_171100_activities_append_only.down,
    name: '20261121_171100_activities_append_only',
  },
  {
    up: migration_20261121_184000_rate_limits.up,
    down: migration_20261121_184000_rate_limits.down,
    name: '20261121_184000_rate_limits',
  },
  {
    up: migration_20261121_184017_user_language.up,
    down: migration_20261121_184017_user_language.down,
    name: '20261121_184017_user_language',
  },
  {
    up: migration_20261121_202733_contact_messages.up,
    down: migration_20261121_202733_contact_messages.down,
    name: '20261121_202733_contact_messages',
  },
  {
    up: migration_20261121_212959_jobs_queue.up,
    down: migration_20261121_212959_jobs_queue.down,
    name: '20261121_212959_jobs_queue',
  },
  {
    up: migration_20261121_223600_request_email_job.up,
    down: migration_20261121_223600_request_email_job.down,
    name: '20261121_223600_request_email_job',
  },
  {
    up: migration_20261121_223827_file_names_per_folder.up,
    down: migration_20261121_223827_file_names_per_folder.down,
    name: '20261121_223827_file_names_per_folder',
  },
  {
    up: migration_20261122_000816_studio_billing_details.up,
    down: migration_20261122_000816_studio_billing_details.down,
    name: '20261122_000816_studio_billing_details',
  },
  {
    up: migration_20261122_002055_backoffice_jobs.up,
    down: migration_20261122_002055_backoffice_jobs.down,
    name: '20261122_002055_backoffice_jobs',
  },
  {
    up: migration_20261122_010316_request_resolution_job.up,
    down: migration_20261122_010316_request_resolution_job.down,
    name: '20261122_010316_request_resolution_job',
  },
  {
    up: migration_20261122_071323_pipeline_status_index.up,
    down: migration_20261122_071323_pipeline_status_index.down,
    name: '20261122_071323_pipeline_status_index',
  },
  {
    up: migration_20261125_152139_newsletter_consent.up,
    down: migration_20261125_152139_newsletter_consent.down,
    name: '20261125_152139_newsletter_consent',
  },
  {
    up: migration_20261125_152849_invoice_lines.up,
    down: migration_20261125_152849_invoice_lines.down,
    name: '20261125_152849_invoice_lines',
  },
  {
    up: migration_20261125_162735_invoice_drafts.up,
    down: migration_20261125_162735_invoice_drafts.down,
    name: '20261125_162735_invoice_drafts',
  },
  {
    up: migration_20261125_183254_bank_credits.up,
    down: migration_20261125_183254_bank_credits.down,
    name: '20261125_183254_bank_credits',
  },
  {
    up: migration_20261125_183517_project_files_and_threads.up,
    down: migration_20261125_183517_project_files_and_threads.down,
    name: '20261125_183517_project_files_and_threads',
  },
  {
    up: migration_20261125_183632_two_factor_sessions.up,
    down: migration_20261125_183632_two_factor_sessions.down,
    name: '20261125_183632_two_factor_sessions',
  },
  {
    up: migration_20261125_191437_message_emails.up,
    down: migration_20261125_191437_message_emails.down,
    name: '20261125_191437_message_emails',
  },
  {
    up: migration_20261125_191759_invoice_reminders.up,
    down: migration_20261125_191759_invoice_reminders.down,
    name: '20261125_191759_invoice_reminders',
  },
  {
    up: migration_20261125_215023_recurring_invoices.up,
    down: migration_20261125_215023_recurring_invoices.down,
    name: '20261125_215023_recurring_invoices',
  },
  {
    up: migration_20261125_220525_privacy.up,
    down: migration_20261125_220525_privacy.down,
    name: '20261125_220525_privacy',
  },
  {
    up: migration_20261125_224104_invoice_notes.up,
    down: migration_20261125_224104_invoice_notes.down,
    name: '20261125_224104_invoice_notes',
  },
  {
    up: migration_20261126_011840_credit_notes.up,
    down: migration_20261126_011840_credit_notes.down,
    name: '20261126_011840_credit_notes',
  },
  {
    up: migration_20261126_011848_notifications.up,
    down: migration_20261126_011848_notifications.down,
    name: '20261126_011848_notifications',
  },
  {
    up: migration_20261126_012754_payment_term.up,
    down: migration_20261126_012754_payment_term.down,
    name: '20261126_012754_payment_term',
  },
  {
    up: migration_20261126_014744_forms.up,
    down: migration_20261126_014744_forms.down,
    name: '20261126_014744_forms',
  },
  {
    up: migration_20261126_021949_invoice_cancelled_notice.up,
    down: migration_20261126_021949_invoice_cancelled_notice.down,
    name: '20261126_021949_invoice_cancelled_notice',
  },
  {
    up: migration_20261126_025000_document_sequences.up,
    down: migration_20261126_025000_document_sequences.down,
    name: '20261126_025000_document_sequences',
  },
  {
    up: migration_20261126_040212_images_case_studies.up,
    down: migration_20261126_040212_images_case_studies.down,
    name: '20261126_040212_images_case_studies',
  },
  {
    up: migration_20261126_043312_brief_send_key.up,
    down: migration_20261126_043312_brief_send_key.down,
    name: '20261126_043312_brief_send_key',
  },
  {
    up: migration_20261126_065420_home_page.up,
    down: migration_20261126_065420_home_page.down,
    name: '20261126_065420_home_page',
  },
  {
    up: migration_20261126_070338_legal_pages.up,
    down: migration_20261126_070338_legal_pages.down,
    name: '20261126_070338_legal_pages',
  },
  {
    up: migration_20261126_071211_site_contact.up,
    down: migration_20261126_071211_site_contact.down,
    name: '20261126_071211_site_contact',
  },
  {
    up: migration_20261126_100656_settings_texts_moved_to_home.up,
    down: migration_20261126_100656_settings_texts_moved_to_home.down,
    name: '20261126_100656_settings_texts_moved_to_home',
  },
  {
    up: migration_20261129_144847_rejection_email_job.up,
    down: migration_20261129_144847_rejection_email_job.down,
    name: '20261129_144847_rejection_email_job',
  },
  {
    up: migration_20261129_145547_studio_identity.up,
    down: migration_20261129_145547_studio_identity.down,
    name: '20261129_145547_studio_identity',
  },
  {
    up: migration_20261129_152830_activity_entity_names.up,
    down: migration_20261129_152830_activity_entity_names.down,
    name: '20261129_152830_activity_entity_names',
  },
]
