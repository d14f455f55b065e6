import type { FastifyInstance } from "fastify";
import { type ComposedPorts, composeModules, type PlatformPorts, type Ports } from "../platform/module";
import { accountModule } from "./account";
import { affiliateModule } from "./affiliate";
import { auditModule } from "./audit";
import { bonusModule } from "./bonus";
import { cashierModule, depositsModule } from "./cashier";
import { casinoFeedsModule, casinoModule } from "./casino";
import { complianceModule } from "./compliance";
import { contentModule } from "./content";
import { engagementModule } from "./engagement";
import { externalRoundsModule, gamesModule } from "./games";
import { healthModule } from "./health";
import { limitsModule } from "./limits";
import { operatorModule } from "./operator";
import { providersModule } from "./providers";
import { pspSandboxModule } from "./psp-sandbox";
import { loginModule, sessionModule } from "./session";
import { settingsModule } from "./settings";
import { sportsbookModule } from "./sportsbook";
import { supportModule } from "./support";
import { tablesModule } from "./tables";
import { walletModule } from "./wallet";

/**
 * Every server module, once. composeModules registers each after the modules that provide what it `needs` (and
 * otherwise in this order), and refuses to start when a needed port has no provider.
 */
export const MODULES = [
  sessionModule,
  accountModule,
  healthModule,
  walletModule,
  bonusModule,
  depositsModule,
  limitsModule,
  loginModule,
  complianceModule,
  cashierModule,
  affiliateModule,
  sportsbookModule,
  contentModule,
  settingsModule,
  supportModule,
  casinoModule,
  engagementModule,
  gamesModule,
  casinoFeedsModule,
  tablesModule,
  pspSandboxModule,
  externalRoundsModule,
  providersModule,
  auditModule,
  operatorModule,
];

/** The app's services, for tests and tooling (never exposed over HTTP). */
export type AppServices = Pick<
  Ports,
  | "config"
  | "database"
  | "db"
  | "clock"
  | "startedAt"
  | "bus"
  | "jobs"
  | "messenger"
  | "sessions"
  | "accounts"
  | "wallet"
  | "limits"
  | "bonus"
  | "providers"
>;

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Registers every module's routes and jobs; returns every port (the types prove each needed one provided). */
export async function registerModules(
  app: FastifyInstance,
  platform: PlatformPorts,
): Promise<ComposedPorts<typeof MODULES>> {
  return composeModules(app, MODULES, platform);
}
