/**
 * The contract: every schema, type and constant (./schemas), and beside them what a client needs without loading a
 * schema: the route tables, constants and plain checks of each area (`*.api.ts`, docs/decisions/0225-zod-off-a-guests-page.md).
 */

export * from "./account.api";
export * from "./affiliate.api";
export * from "./audit.api";
export * from "./bonus.api";
export * from "./cashier.api";
export * from "./casino.api";
export * from "./catalogue-admin.api";
export * from "./compliance.api";
export * from "./content.api";
export * from "./content-admin.api";
export * from "./engagement.api";
export * from "./games.api";
export * from "./health.api";
export * from "./limits.api";
export * from "./locale.api";
export * from "./operator.api";
export * from "./payments.api";
export * from "./providers.api";
export * from "./reports.api";
export * from "./route";
export * from "./schemas";
export * from "./session.api";
export * from "./settings.api";
export * from "./sports.api";
export * from "./staff.api";
export * from "./support.api";
export * from "./tables.api";
export * from "./trading.api";
export * from "./wallet.api";
