import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  composeModules,
  defineModule,
  moduleOrder,
  type PlatformPorts,
  type PortName,
} from "../platform/module";
import { MODULES } from ".";
import { tablesModule } from "./tables";

const PLATFORM: PortName[] = ["config", "database", "db", "clock", "startedAt", "bus", "jobs", "messenger"];

describe("module composition", () => {
  it("orders the real modules so each comes after the providers of what it needs", () => {
    const ordered = moduleOrder(MODULES, PLATFORM);
    expect(ordered).toHaveLength(MODULES.length);
    const ready = new Set<PortName>(PLATFORM);
    for (const module of ordered) {
      for (const port of module.needs as PortName[])
        expect(ready, `${module.name} needs ${port}`).toContain(port);
      for (const port of module.provides as PortName[]) ready.add(port);
    }
    // Dependencies come first: the limits ↔ cashier hooks run through ports, not through the wiring's order.
    const position = (name: string) => ordered.findIndex((module) => module.name === name);
    expect(position("cashier-deposits")).toBeLessThan(position("limits"));
    expect(position("limits")).toBeLessThan(position("cashier"));
    expect(position("engagement")).toBeLessThan(position("games"));
    // The order comes from the needs, not from the list: the list backwards composes into a valid order too.
    const backwards = moduleOrder([...MODULES].reverse(), PLATFORM);
    const provided = new Set<PortName>(PLATFORM);
    for (const module of backwards) {
      for (const port of module.needs as PortName[])
        expect(provided, `${module.name} needs ${port}`).toContain(port);
      for (const port of module.provides as PortName[]) provided.add(port);
    }
  });

  it("refuses to start, naming the port, when no module provides what one needs", async () => {
    const withoutBonus = MODULES.filter((module) => module.name !== "bonus");
    expect(() => moduleOrder(withoutBonus, PLATFORM)).toThrow(
      /Module "(limits|cashier|content|engagement|games|sportsbook|tables)" needs port "(bonus|forfeitBonuses|onDepositCredited|checkBonusCode|beforeWithdrawal)", which no module provides/,
    );
    // Before any module registers: nothing of the app is touched.
    const app = Fastify();
    await expect(composeModules(app, withoutBonus, {} as PlatformPorts)).rejects.toThrow(
      /which no module provides/,
    );
    expect(app.printRoutes()).not.toContain("api");
    await app.close();
  });

  it("does not compile a list that leaves a needed port unprovided, and refuses it at start-up too", async () => {
    const app = Fastify();
    // @ts-expect-error: the tables need the wallet, limits, bonus and accounts ports, which nothing here provides.
    await expect(composeModules(app, [tablesModule], {} as PlatformPorts)).rejects.toThrow(
      'Module "tables" needs port "wallet", which no module provides',
    );
    await app.close();
  });

  it("refuses modules that need each other in a circle, and a port provided twice", () => {
    const a = defineModule({
      name: "a",
      needs: ["sessions"],
      provides: ["accounts"],
      register: () => ({}) as never,
    });
    const b = defineModule({
      name: "b",
      needs: ["accounts"],
      provides: ["sessions"],
      register: () => ({}) as never,
    });
    expect(() => moduleOrder([a, b], [])).toThrow("Modules need each other in a circle: a, b");
    const c = defineModule({ name: "c", needs: [], provides: ["accounts"], register: () => ({}) as never });
    expect(() => moduleOrder([a, c], ["sessions"])).toThrow('Port "accounts" is provided twice');
  });

  it("refuses a module that does not provide what it declares", async () => {
    const liar = defineModule({
      name: "liar",
      needs: [],
      provides: ["sessions"],
      register: () => ({}) as never,
    });
    const app = Fastify();
    await expect(composeModules(app, [liar], {} as PlatformPorts)).rejects.toThrow(
      'Module "liar" did not provide port "sessions"',
    );
    await app.close();
  });
});
