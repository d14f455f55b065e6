import { type ComponentProps, type ComponentType, type JSX, lazy, Suspense, useState } from "react";
import { preloadModule } from "react-dom";
import { useRootData } from "../lib/root-data";

/**
 * The lazily loaded parts of the page that the server renders, by name: how to load each. One table, read by the
 * parts and by the client entry, so the entry finds every loader whatever order the app's modules run in.
 */
const LOADERS = {
  "player-actions": () => import("./navigation/player-actions").then((m) => m.PlayerActions),
  "chat-panel": () => import("./chat-panel").then((m) => m.ChatPanel),
};

type PartName = keyof typeof LOADERS;
type PartProps<N extends PartName> = ComponentProps<Awaited<ReturnType<(typeof LOADERS)[N]>>>;

const loaded = new Map<PartName, ComponentType<never>>();
const loading = new Map<PartName, Promise<void>>();

function preload(name: PartName): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending = LOADERS[name]().then(
      (component) => {
        loaded.set(name, component as ComponentType<never>);
      },
      (error: unknown) => {
        // A failed download is tried again by the next render that needs the part.
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * A lazily loaded part of the page that the server renders, and that the page therefore hydrates with everything
 * else (docs/decisions/0222-first-press-and-lazy-parsing.md, docs/decisions/0238-lazy-parts-without-a-boundary.md).
 *
 * A plain `lazy()` inside `<Suspense>` leaves such a part dehydrated until its chunk arrives: a press on it is dropped
 * (React hydrates a pressed boundary at once only if its code is there), and an update that reaches it meanwhile
 * makes React throw the server's HTML away and show the fallback, so the controls vanish until the chunk comes.
 * A lazy part instead marks itself in the server's HTML (`<template data-lazy-part>`, which takes no room) and
 * announces its chunks there (modulepreload, from the build's `lazy-part-chunks.json`); the client entry loads every
 * marked part before it hydrates (`loadMarkedParts`), and a part whose code is there renders it directly, **without a
 * `<Suspense>` boundary**. React hydrates every boundary the server rendered in a later pass of its own, after the
 * page around it has committed and its effects have started fetching: data that arrived meanwhile (the balance) made
 * the part's first render differ from the server's HTML, React threw that HTML away and rendered it again, and a
 * press landing in between was lost. The server loads every part before it renders (`loadAllParts`), so it never
 * prints a boundary either. A part first shown later in the browser (a guest who logs in) still loads on demand,
 * inside a boundary showing `fallback` meanwhile.
 */
export function lazyPart<N extends PartName>(
  name: N,
): ComponentType<PartProps<N> & { fallback?: JSX.Element | null }> {
  const Lazy = lazy(async () => {
    await preload(name);
    return { default: loaded.get(name) as ComponentType<object> };
  });
  function LazyPart({ fallback = null, ...props }: PartProps<N> & { fallback?: JSX.Element | null }) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the part.
    const [Loaded] = useState(() => loaded.get(name) as ComponentType<object> | undefined);
    // In the server's HTML, the part's chunks are announced in the head, so they download beside the app's code.
    const root = useRootData();
    for (const href of root?.lazyPartPreloads?.[name] ?? [])
      preloadModule(href, { as: "script", nonce: root?.nonce });
    return (
      <>
        <template data-lazy-part={name} />
        {Loaded ? (
          <Loaded {...(props as object)} />
        ) : (
          <Suspense fallback={fallback}>
            <Lazy {...(props as object)} />
          </Suspense>
        )}
      </>
    );
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * Loads the code of every lazy part, once: the server awaits it before rendering a page, so the HTML it prints holds
 * each part without a boundary, as the browser hydrates it.
 */
export function loadAllParts(): Promise<unknown> {
  return Promise.all((Object.keys(LOADERS) as PartName[]).map((name) => preload(name)));
}

/**
 * Loads the code of every lazy part the server's HTML holds, so that hydration finds it (the client entry waits for
 * this before hydrating). A part that fails to load does not keep the page from hydrating: it loads on demand then.
 */
export function loadMarkedParts(root: ParentNode = document): Promise<unknown> {
  const names = new Set(
    [...root.querySelectorAll("template[data-lazy-part]")].map(
      (marker) => (marker as HTMLElement).dataset.lazyPart,
    ),
  );
  return Promise.all(
    [...names]
      .filter((name): name is PartName => name !== undefined && name in LOADERS)
      .map((name) => preload(name).catch(() => undefined)),
  );
}
