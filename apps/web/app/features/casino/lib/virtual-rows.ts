/** The rows of a grid to render: [start, end), by index. */
export interface RowRange {
  start: number;
  end: number;
}

export interface RowWindowInput {
  /** How far the window is scrolled (window.scrollY). */
  scrollY: number;
  /** The window's inner height. */
  viewport: number;
  /** Where the grid starts, from the top of the document. */
  gridTop: number;
  /** One row's height plus the gap below it. */
  rowHeight: number;
  rows: number;
  /** Rows rendered beyond each edge of the window, so a fast scroll never shows a gap. */
  overscan: number;
}

/**
 * Which rows of a window-scrolled grid intersect the window (plus overscan). Everything else is left out of the
 * DOM and stood in for by padding of the same height, so 5,000 games cost what a screenful does.
 */
export function visibleRows({
  scrollY,
  viewport,
  gridTop,
  rowHeight,
  rows,
  overscan,
}: RowWindowInput): RowRange {
  if (rows <= 0 || rowHeight <= 0) return { start: 0, end: Math.max(rows, 0) };
  const top = scrollY - gridTop;
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + viewport) / rowHeight);
  const start = Math.min(Math.max(0, first - overscan), rows);
  const end = Math.min(rows, Math.max(start, last + overscan));
  return { start, end };
}

/**
 * The padding above and below the rendered rows: the skipped rows' height, so the grid is as tall as if every row
 * were there (n rows are n × rowHeight − gap tall; the last gap is not padded).
 */
export function rowPadding(range: RowRange, rows: number, rowHeight: number) {
  return { top: range.start * rowHeight, bottom: Math.max(0, rows - range.end) * rowHeight };
}
