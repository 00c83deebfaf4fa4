export { erasePerson } from './erase-person'
export { listOwnExports } from './own-exports'
export type { ExportItem } from './own-exports'
export {
  buildDataExport,
  notifyStudioOfErasure,
  purgeDataExports,
  removeErasedFiles,
  sendDataExportReady,
} from './privacy-tasks'
export { requestExport } from './request-export'
