import { useCallback, useSyncExternalStore } from "react";

/**
 * Values the odds stream keeps per key (a selection's price, an event's scoreboard), with a subscription per key: a
 * change re-renders only the components showing that key, never the list around them.
 */
export function keyedStore<V>() {
  const values = new Map<string, V>();
  const listeners = new Map<string, Set<() => void>>();
  const tell = (key: string) => {
    for (const listener of listeners.get(key) ?? []) listener();
  };
  const subscribe = (key: string, listener: () => void): (() => void) => {
    let set = listeners.get(key);
    if (!set) {
      set = new Set();
      listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  };
  return {
    has: (key: string) => values.has(key),
    get: (key: string) => values.get(key),
    /** Records a value and tells its key's subscribers, when it changed (by identity). */
    set(key: string, value: V) {
      if (values.has(key) && Object.is(values.get(key), value)) return;
      values.set(key, value);
      tell(key);
    },
    /** Forgets every value (after a reconnect that missed changes, the lists are read again). */
    clear() {
      const keys = [...values.keys()];
      values.clear();
      for (const key of keys) tell(key);
    },
    subscribe,
  };
}

type KeyedStore<V> = ReturnType<typeof keyedStore<V>>;

/**
 * A key's value from the stream, else `fallback` (what the list or the event was fetched with). The server renders
 * the fallback; the stream opens after hydration.
 */
export function useKeyedValue<V>(store: KeyedStore<V>, key: string, fallback: V): V {
  const listen = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(
    listen,
    () => (store.has(key) ? (store.get(key) as V) : fallback),
    () => fallback,
  );
}
