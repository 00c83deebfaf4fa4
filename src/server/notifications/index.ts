export { sendNotificationDigest } from './notification-digest-tasks'
export { notify } from './notify'
export { projectClient, studioAdmins } from './recipients'
