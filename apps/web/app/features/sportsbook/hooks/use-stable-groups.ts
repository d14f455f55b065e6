import type { EventSummary } from "@casino/contract";
import { useDeferredValue, useMemo, useRef } from "react";
import { type Layout, type PlacedGroup, placeEvents } from "../lib/stable-groups";

/**
 * The sections of an event list kept in place while the page is open (lib/stable-groups.ts): `pages` as the query
 * holds them (undefined while loading), `page` names the list (its filter), and a new name starts a new layout.
 * Null until the list is placed. The list renders as a deferred value: React builds the rows in slices between
 * which the page stays responsive, instead of one long task when the book arrives (issue 21: a phone's main thread).
 */
export function useStableGroups(
  pages: { events: EventSummary[] }[] | undefined,
  page: string,
): PlacedGroup[] | null {
  const deferred = useDeferredValue(pages);
  const layout = useRef<{ page: string; layout: Layout } | null>(null);
  return useMemo(() => {
    if (!deferred) return null;
    const previous = layout.current?.page === page ? layout.current.layout : null;
    const placed = placeEvents(
      previous,
      deferred.flatMap((item) => item.events),
    );
    layout.current = { page, layout: placed.layout };
    return placed.groups;
  }, [deferred, page]);
}
