import { describe, expect, it } from "vitest";
import { localizeHtmlLinks } from "./localize-html";

describe("localizeHtmlLinks", () => {
  it("adds the locale to site paths", () => {
    expect(localizeHtmlLinks('<a href="/responsible-gambling">x</a>', "de")).toBe(
      '<a href="/de/responsible-gambling">x</a>',
    );
    expect(localizeHtmlLinks('<a href="/">home</a>', "en-ca")).toBe('<a href="/en-ca">home</a>');
  });

  it("leaves other sites, protocol-relative links and anchors alone", () => {
    const html =
      '<a href="https://www.begambleaware.org">a</a><a href="//cdn.example">b</a><a href="#top">c</a>';
    expect(localizeHtmlLinks(html, "de")).toBe(html);
  });
});
