export { metricsReadable, metricsTokenHeader } from './metrics-access.ts';
export { headerCarries, internalTokenHeader, internalTokenMinLength } from './secret-header.ts';
export {
  currentRequestId,
  requestIdFrom,
  requestIdHeader,
  runWithRequestId,
} from './request-id.ts';
export {
  drained,
  exitOnSignals,
  processProbes,
  type ProcessProbes,
  type ProcessProbesOptions,
} from './process-probes.ts';
export {
  cacheChangesPath,
  changeScopeOf,
  changeScopes,
  staleCopies,
  type ChangeScope,
  type KeptCopy,
} from './cache-changes.ts';
