export { idempotencyKey } from "./header";
export {
  canonicalJson,
  idempotencyMismatch,
  type Json,
  type KeyedCall,
  once,
  requestHash,
} from "./idempotency";
