import type { EventBus } from "../../platform/bus";

/** The bus channel a catalogue change is announced on: every process drops its cached catalogue pages. */
export const CATALOGUE_CHANNEL = "casino.catalogue";

/** Announces a catalogue change (an import, a staff change in the back office) to every process's cache. */
export const announceCatalogueChange = (bus: EventBus) => bus.publish(CATALOGUE_CHANNEL, { changed: true });

/**
 * Pages older than this are read again even without an announcement: the safety net for a writer that cannot reach
 * the running servers (the import command on a deployment without Redis).
 */
const MAX_AGE_MS = 60_000;
/** Distinct URLs kept (searches make the key space open-ended); the oldest entry goes first. */
const MAX_ENTRIES = 500;

/**
 * The serialised answers of the public catalogue reads, by key (the visitor's country and the URL). The catalogue
 * changes only through an import or the back office, each of which announces itself on the bus, so a page is read
 * from the database once per change instead of once per request. A read that started before a change is not kept
 * after it (the generation moved on).
 */
export function createCatalogueCache(bus: EventBus, now: () => number = Date.now) {
  const pages = new Map<string, { body: string; at: number }>();
  const values = new Map<string, { value: unknown; at: number }>();
  let generation = 0;
  const off = bus.subscribe(CATALOGUE_CHANNEL, () => {
    generation++;
    pages.clear();
    values.clear();
  });
  const fresh = <T extends { at: number }>(map: Map<string, T>, key: string): T | undefined => {
    const entry = map.get(key);
    if (entry && now() - entry.at > MAX_AGE_MS) map.delete(key);
    else return entry;
  };
  const keep = <T>(map: Map<string, T>, key: string, entry: T) => {
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, entry);
  };
  return {
    get: (key: string): string | undefined => fresh(pages, key)?.body,
    /** Where a read starts: pass it to `set` so a read overtaken by a change is not kept. */
    generation: () => generation,
    set(key: string, body: string, readAt: number): void {
      if (readAt === generation) keep(pages, key, { body, at: now() });
    },
    /**
     * A value read through `read` once per change (the studio's lookup of the game on every round), kept as the
     * object itself: callers must not change it.
     */
    async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      const kept = fresh(values, key);
      if (kept) return kept.value as T;
      const readAt = generation;
      const value = await read();
      if (readAt === generation) keep(values, key, { value, at: now() });
      return value;
    },
    close: off,
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
