import { useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type RowRange, rowPadding } from "../lib/virtual-rows";

/** Rows kept beyond each edge of the window. */
const OVERSCAN = 3;
/**
 * Up to this many tiles the grid is simply drawn whole (cheap, and find-in-page and full-page screenshots see every
 * tile); past it only the rows near the window are.
 */
export const VIRTUAL_FROM = 150;

interface Layout {
  cols: number;
  rowHeight: number;
}

/** Columns and row height as the CSS grid laid them out (the breakpoints live in the classes, not here). */
function measure(grid: HTMLElement): Layout | null {
  const tile = grid.firstElementChild as HTMLElement | null;
  if (!tile) return null;
  const style = getComputedStyle(grid);
  const cols = style.gridTemplateColumns.split(" ").filter(Boolean).length;
  const gap = Number.parseFloat(style.rowGap) || 0;
  const height = tile.getBoundingClientRect().height;
  return cols > 0 && height > 0 ? { cols, rowHeight: height + gap } : null;
}

/**
 * One tile. Scrolling re-renders only the grid, with the same `renderItem`, so tiles that stay on screen are not
 * rendered again: a scroll step costs the row or two that come into view.
 */
const Cell = memo(function Cell<T>({ item, renderItem }: { item: T; renderItem: (item: T) => ReactNode }) {
  return <div className="min-w-0">{renderItem(item)}</div>;
}) as <T>(props: { item: T; renderItem: (item: T) => ReactNode }) => ReactNode;

/**
 * A CSS grid of equal tiles that, past VIRTUAL_FROM tiles, renders only the rows near the window (window
 * scrolling, no inner scroller; TanStack Virtual tracks the scroll and picks the rows).
 * The server and the first browser render draw every item they have (the first page), so the HTML has all its
 * tiles; once measured, rows off screen become padding of the same height: nothing moves, and 5,000 games cost
 * what a screenful does. `onNearEnd` fires when the last rendered rows come into view (infinite paging).
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  className,
  onNearEnd,
  testId,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className: string;
  onNearEnd?: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  // Where the grid starts in the document: the virtualizer counts window scrolling from there.
  const [gridTop, setGridTop] = useState(0);
  const rows = layout ? Math.ceil(items.length / layout.cols) : 0;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => layout?.rowHeight ?? 1,
    overscan: OVERSCAN,
    scrollMargin: gridTop,
    enabled: layout !== null,
  });

  // Columns and row height come from the CSS grid (its breakpoints), so they are measured, not configured.
  const update = useCallback(() => {
    const grid = ref.current;
    if (!grid) return;
    const next = measure(grid);
    if (next)
      setLayout((known) =>
        known && next.cols === known.cols && Math.abs(next.rowHeight - known.rowHeight) <= 0.5 ? known : next,
      );
    const top = grid.getBoundingClientRect().top + window.scrollY;
    setGridTop((known) => (Math.abs(known - top) > 0.5 ? top : known));
  }, []);

  // Measured after the page is shown, and again whenever the grid is resized. The first render draws every item
  // it has, so until the grid is measured nothing differs on screen: measuring in the commit that ends hydration
  // made it a forced layout and a synchronous render of the grid inside the page's longest task; as a transition
  // the grid renders again in slices after it (docs/decisions/0231-no-render-without-a-change.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count changes the rows to show
  useEffect(() => startTransition(update), [update, items.length]);
  useEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener("resize", schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(grid);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, [update]);
  // A new row height (a breakpoint, a font) makes every row's estimate stale. Before the first measurement there is
  // nothing to re-measure: the virtualizer's render it asks for would run synchronously in hydration's commit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the measured row height changes
  useLayoutEffect(() => {
    if (layout) virtualizer.measure();
  }, [virtualizer, layout?.rowHeight]);

  const visible = virtualizer.getVirtualItems();
  const first = visible[0];
  const last = visible[visible.length - 1];
  const range: RowRange | null = layout && first && last ? { start: first.index, end: last.index + 1 } : null;
  const nearEnd = range !== null && rows > 0 && range.end >= rows - 1;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  const virtual = layout !== null && range !== null && items.length > VIRTUAL_FROM;
  const shown = virtual ? items.slice(range.start * layout.cols, range.end * layout.cols) : items;
  const padding = virtual ? rowPadding(range, rows, layout.rowHeight) : { top: 0, bottom: 0 };
  return (
    <div
      ref={ref}
      className={className}
      data-testid={testId}
      data-total={items.length}
      style={{ paddingTop: padding.top, paddingBottom: padding.bottom }}
    >
      {shown.map((item) => (
        <Cell key={itemKey(item)} item={item} renderItem={renderItem} />
      ))}
    </div>
  );
}
