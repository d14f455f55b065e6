import type { AccountService } from "../modules/account";
import type { BonusService } from "../modules/bonus";
import type { LimitsService } from "../modules/limits";
import type { SessionService } from "../modules/session";
import type { WalletService } from "../modules/wallet";
import type { EventBus } from "./bus";
import type { Clock } from "./clock";
import type { AppConfig } from "./config";
import type { Database, Db } from "./db";
import type { JobQueue } from "./jobs";
import type { Messenger } from "./mail";

/** What every module's routes are built from. Modules take what they need; tests build the real thing. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** When the app was built (ms), for uptime. */
  startedAt: number;
  sessions: SessionService;
  /** Account look-ups other modules need (login, authenticate, guest defaults). */
  accounts: AccountService;
  messenger: Messenger;
  /** Live events across processes. */
  bus: EventBus;
  /** The durable job queue (webhook deliveries, payouts, …). */
  jobs: JobQueue;
  /** The ledger: the only way money moves. */
  wallet: WalletService;
  /** Responsible gambling: every money and play path calls its checks. */
  limits: LimitsService;
  /** Bonuses: claims, wagering, conversion; casino and sportsbook stake through it. */
  bonus: BonusService;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's services, for tests and tooling (never exposed over HTTP). */
    services: AppDeps;
  }
}
