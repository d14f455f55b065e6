import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DemoRibbon } from "./demo-ribbon";

describe("the demo ribbon", () => {
  it("says the site takes no real money, in every language", () => {
    const text = (locale: "en" | "de" | "en-ca") =>
      renderToStaticMarkup(<DemoRibbon locale={locale} />).replace(/<[^>]+>/g, "");
    expect(text("en")).toBe("Demo site — test cards only, no real money");
    expect(text("en-ca")).toBe("Demo site — test cards only, no real money");
    expect(text("de")).toBe("Demo-Seite – nur Testkarten, kein echtes Geld");
  });

  it("sits in the page's flow, never over it", () => {
    const html = renderToStaticMarkup(<DemoRibbon locale="en" />);
    expect(html).not.toMatch(/\b(fixed|absolute|sticky)\b/);
  });
});
