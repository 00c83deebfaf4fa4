export {
  clientAmountDue,
  invoicesDownloadable,
  listClientInvoices,
  listClientProjects,
  listClientRequests,
  listClientSubscriptions,
  listClientUpdates,
  listOpenRequests,
  responsePromises,
} from './client-data'
export type { ResponsePromise } from './client-data'
export { listClients } from './clients'
export type { ClientRow } from './clients'
export { loadPipeline } from './pipeline'
export { undoStatusChange } from './undo-status-change'
export type { Pipeline, PipelineCard } from './pipeline'
