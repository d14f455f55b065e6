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

/** The platform's ports by name: checked complete by the type, so their names need no cast. */
const PLATFORM_PORTS: { [K in keyof PlatformPorts]: K } = {
  config: "config",
  database: "database",
  db: "db",
  clock: "clock",
  startedAt: "startedAt",
  bus: "bus",
  jobs: "jobs",
  messenger: "messenger",
};

type NeedsOf<M> = M extends { needs: readonly (infer N)[] } ? N : never;
type ProvidesOf<M> = M extends { provides: readonly (infer P)[] } ? P : never;

/** The ports some module of the list needs that neither the platform nor a module of the list provides. */
export type MissingPorts<M extends readonly AnyModule[]> = Exclude<
  NeedsOf<M[number]>,
  keyof PlatformPorts | ProvidesOf<M[number]>
>;

/** The list when it provides every port its modules need; otherwise a type naming the missing ports. */
export type CompleteModules<M extends readonly AnyModule[]> = [MissingPorts<M>] extends [never]
  ? M
  : { "needed ports that no module provides": MissingPorts<M> };

/** What composing the list gives: the platform's ports and every port a module of the list provides. */
export type ComposedPorts<M extends readonly AnyModule[]> = Pick<
  Ports,
  keyof PlatformPorts | ProvidesOf<M[number]>
>;

/**
 * The order to register modules in: every module after the modules providing what it needs, otherwise in the given
 * order. Throws, naming it, when a needed port has no provider, two modules provide one port, or needs go in a circle.
 */
export function moduleOrder<M extends AnyModule>(modules: readonly M[], given: readonly PortName[]): M[] {
  const providerOf = new Map<PortName, string>(given.map((port) => [port, "the platform"]));
  for (const module of modules) {
    for (const port of module.provides) {
      const other = providerOf.get(port);
      if (other)
        throw new Error(`Port "${port}" is provided twice: by ${other} and by module "${module.name}"`);
      providerOf.set(port, `module "${module.name}"`);
    }
  }
  for (const module of modules) {
    for (const port of module.needs) {
      if (!providerOf.has(port)) {
        throw new Error(`Module "${module.name}" needs port "${port}", which no module provides`);
      }
    }
  }
  const ready = new Set<PortName>(given);
  const ordered: M[] = [];
  const waiting = [...modules];
  while (waiting.length > 0) {
    const next = waiting.findIndex((module) => module.needs.every((port: PortName) => ready.has(port)));
    const module = waiting[next];
    if (!module) {
      throw new Error(`Modules need each other in a circle: ${waiting.map((m) => m.name).join(", ")}`);
    }
    waiting.splice(next, 1);
    ordered.push(module);
    for (const port of module.provides) ready.add(port);
  }
  return ordered;
}

/** Whether every named port is in `ports` (a module's result is checked against its `provides` this way). */
function holds<K extends PortName>(ports: Partial<Ports>, names: readonly K[]): ports is Pick<Ports, K> {
  return names.every((name) => name in ports);
}

/**
 * Registers every module in `moduleOrder`, handing each exactly the ports it needs; returns the platform's ports and
 * every module's. The types prove the list complete (a needed port no module provides does not compile, see
 * CompleteModules); the same check runs at start-up for lists the types cannot see through, naming the port.
 */
export async function composeModules<const M extends readonly AnyModule[]>(
  app: FastifyInstance,
  modules: M & CompleteModules<M>,
  given: PlatformPorts,
): Promise<ComposedPorts<M>> {
  const ports: Partial<Ports> = { ...given };
  const names: (keyof PlatformPorts | ProvidesOf<M[number]>)[] = Object.values(PLATFORM_PORTS);
  const list: readonly M[number][] = modules;
  for (const module of moduleOrder(list, Object.values(PLATFORM_PORTS))) {
    const needed = Object.fromEntries(module.needs.map((port: PortName) => [port, ports[port]]));
    const provided: Partial<Ports> = await module.register(app, needed);
    if (!holds(provided, module.provides)) {
      const missing = module.provides.find((port: PortName) => !(port in provided));
      throw new Error(`Module "${module.name}" did not provide port "${missing}"`);
    }
    Object.assign(ports, provided);
    names.push(...module.provides);
  }
  if (!holds(ports, names)) throw new Error("A module's port went missing while composing");
  return ports;
}
