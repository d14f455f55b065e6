/** The rows of a grid to render: [start, end), by index. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * The padding above and below the rendered rows: the skipped rows' height, so the grid is as tall as if every row
 * were there (n rows are n × rowHeight − gap tall; the last gap is not padded).
 */
export function rowPadding(range: RowRange, rows: number, rowHeight: number) {
  return { top: range.start * rowHeight, bottom: Math.max(0, rows - range.end) * rowHeight };
}
