export { outboxRoutes } from "./outbox.routes";
export { type OutboxMessage, outboxStore } from "./outbox.store";
