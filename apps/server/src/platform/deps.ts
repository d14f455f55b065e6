import type { SessionService } from "../modules/session";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, Db } from "./db";
import type { Messenger } from "./mail";

/** What every module's routes are built from. Modules take what they need; tests build the real thing. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** When the app was built (ms), for uptime. */
  startedAt: number;
  sessions: SessionService;
  messenger: Messenger;
}
