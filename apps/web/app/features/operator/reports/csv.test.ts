import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("the reports' CSV export", () => {
  it("quotes fields with commas, quotes and line breaks, and ends lines with CRLF", () => {
    expect(
      toCsv(
        ["key", "ggr"],
        [
          ["2026-11-19", 12.5],
          ['a "b", c', 0],
        ],
      ),
    ).toBe('key,ggr\r\n2026-11-19,12.5\r\n"a ""b"", c",0');
  });
});
