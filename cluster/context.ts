import type pg from "pg";
import type { Tally } from "../reliability/client";
import type { AppProcess, Child, LoadBalancer } from "./processes";

export interface ClusterContext {
  apps: AppProcess[];
  lb: LoadBalancer;
  redis: Child;
  redisPort: number;
  pool: pg.Pool;
  secret: string;
  tally: Tally;
}

/** One scenario's verdict and the figure it prints in the summary table. */
export interface Outcome {
  scenario: string;
  pass: boolean;
  figure: string;
  detail: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const alive = (ctx: ClusterContext) => ctx.apps.filter((app) => app.alive());
