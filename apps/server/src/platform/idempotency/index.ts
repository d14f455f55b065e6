export { idempotencyKey } from "./header";
export {
  canonicalJson,
  idempotencyMismatch,
  type Json,
  type KeyedCall,
  once,
  requestHash,
} from "./idempotency";
export { KEY_RETENTION_DAYS, PRUNE_QUEUE, scheduleKeyPruning } from "./pruning";
