export { cashierAdminRoutes } from "./admin.routes";
export { cashierModule, depositsModule } from "./cashier.module";
export { cashierRoutes } from "./cashier.routes";
export {
  type CashierService,
  type CashierSettings,
  createCashierService,
  depositedSince,
  type WithdrawalCheck,
} from "./cashier.service";
export type { PaymentProvider, ProviderEvent } from "./providers/provider";
export { sandboxProvider } from "./providers/sandbox";
export { webhookRoutes } from "./webhook.routes";
