import type { FastifyInstance } from "fastify";
import type { EventBus } from "./bus";
import type { Clock } from "./clock";
import type { AppConfig } from "./config";
import type { Database, Db } from "./db";
import type { JobQueue } from "./jobs";
import type { Messenger } from "./mail";

/**
 * Every port a module can need or provide, by name. The platform's own are here; each module adds the ports it
 * declares with `declare module "…/platform/module" { interface Ports { … } }` beside its definition: a hook is
 * declared by the module that calls it and provided by the module that answers it.
 */
export interface PlatformPorts {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** When the app was built (ms), for uptime. */
  startedAt: number;
  /** Live events across processes. */
  bus: EventBus;
  /** The durable job queue (webhook deliveries, payouts, …). */
  jobs: JobQueue;
  messenger: Messenger;
}

/** The platform's ports and every module's (each module adds its own, see above). */
export interface Ports extends PlatformPorts {}

export type PortName = keyof Ports;

/** A server module: the ports it needs, the ports it provides, and how it registers its routes and jobs. */
export interface ModuleDefinition<N extends PortName = PortName, P extends PortName = PortName> {
  name: string;
  needs: readonly N[];
  provides: readonly P[];
  register(app: FastifyInstance, ports: Pick<Ports, N>): Promise<Pick<Ports, P>> | Pick<Ports, P>;
}

/** Declares a module; the types tie `register`'s ports to `needs` and its result to `provides`. */
export function defineModule<N extends PortName, P extends PortName = never>(
  definition: ModuleDefinition<N, P>,
): ModuleDefinition<N, P> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of modules with different needs; each was checked by defineModule.
type AnyModule = ModuleDefinition<any, any>;

/**
 * The order to register modules in: every module after the modules providing what it needs, otherwise in the given
 * order. Throws, naming it, when a needed port has no provider, two modules provide one port, or needs go in a circle.
 */
export function moduleOrder(modules: readonly AnyModule[], given: readonly PortName[]): AnyModule[] {
  const providerOf = new Map<PortName, string>(given.map((port) => [port, "the platform"]));
  for (const module of modules) {
    for (const port of module.provides as PortName[]) {
      const other = providerOf.get(port);
      if (other)
        throw new Error(`Port "${port}" is provided twice: by ${other} and by module "${module.name}"`);
      providerOf.set(port, `module "${module.name}"`);
    }
  }
  for (const module of modules) {
    for (const port of module.needs as PortName[]) {
      if (!providerOf.has(port)) {
        throw new Error(`Module "${module.name}" needs port "${port}", which no module provides`);
      }
    }
  }
  const ready = new Set<PortName>(given);
  const ordered: AnyModule[] = [];
  const waiting = [...modules];
  while (waiting.length > 0) {
    const next = waiting.findIndex((module) => (module.needs as PortName[]).every((port) => ready.has(port)));
    if (next < 0) {
      throw new Error(`Modules need each other in a circle: ${waiting.map((m) => m.name).join(", ")}`);
    }
    const [module] = waiting.splice(next, 1) as [AnyModule];
    ordered.push(module);
    for (const port of module.provides as PortName[]) ready.add(port);
  }
  return ordered;
}

/** Registers every module in `moduleOrder`, handing each exactly the ports it needs; returns every port. */
export async function composeModules(
  app: FastifyInstance,
  modules: readonly AnyModule[],
  given: PlatformPorts,
): Promise<Ports> {
  const ports: Partial<Ports> = { ...given };
  for (const module of moduleOrder(modules, Object.keys(given) as PortName[])) {
    const needed = Object.fromEntries((module.needs as PortName[]).map((port) => [port, ports[port]]));
    const provided: Partial<Ports> = await module.register(app, needed);
    for (const port of module.provides as PortName[]) {
      if (!(port in provided)) throw new Error(`Module "${module.name}" did not provide port "${port}"`);
    }
    Object.assign(ports, provided);
  }
  return ports as Ports;
}
