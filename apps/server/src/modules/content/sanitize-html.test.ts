import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeUrl, sanitizeHtml } from "./sanitize-html";

const clean = (html: string) => sanitizeHtml(html);

describe("sanitizeHtml keeps ordinary content", () => {
  it("keeps headings, paragraphs, lists, emphasis and tables", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> text.</p><ul><li>one</li><li>two</li></ul>" +
      '<table><thead><tr><th scope="col">Game</th></tr></thead><tbody><tr><td colspan="2">Blackjack</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it("keeps safe links and images, and adds rel to links opening a new tab", () => {
    expect(clean('<a href="https://example.org/help" target="_blank">Help</a>')).toBe(
      '<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">Help</a>',
    );
    expect(clean('<a href="/en/casino" rel="opener nofollow">Casino</a>')).toBe(
      '<a href="/en/casino" rel="nofollow">Casino</a>',
    );
    expect(clean('<a href="mailto:support@vela.example">Mail</a>')).toContain('href="mailto:');
    expect(clean('<img src="/brand/seal.svg" alt="Seal" width="64">')).toBe(
      '<img src="/brand/seal.svg" alt="Seal" width="64">',
    );
  });

  it("escapes stray markup characters and keeps character references and Unicode", () => {
    expect(clean("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(clean("<p>Spiel&nbsp;&amp;&hellip; Glück ăîșț</p>")).toBe(
      "<p>Spiel&nbsp;&amp;&hellip; Glück ăîșț</p>",
    );
  });

  it("closes what is left open and ignores stray end tags", () => {
    expect(clean("<p>hi")).toBe("<p>hi</p>");
    expect(clean("</p>text</div>")).toBe("text");
    expect(clean("<b><i>x</b>y</i>")).toBe("<b><i>x</i></b>y");
  });

  it("keeps text alignment and nothing else from style", () => {
    expect(clean('<p style="text-align:center">x</p>')).toBe('<p style="text-align: center">x</p>');
    expect(clean('<p style="color:red; text-align: RIGHT">x</p>')).toBe('<p style="text-align: right">x</p>');
  });

  it("unwraps unknown elements but keeps their text", () => {
    expect(clean("<center><font color=red>Hello</font></center>")).toBe("Hello");
  });
});

/** Vectors in the spirit of the OWASP XSS filter evasion cheat sheet; none may leave active content. */
const NASTY: Array<[string, string]> = [
  ["<script>alert(1)</script>", ""],
  ["<SCRIPT SRC=//x.example/x.js></SCRIPT>", ""],
  ["<IMG SRC=\"javascript:alert('XSS');\">", ""],
  ["<img src=x onerror=alert(1)>", '<img src="x">'],
  ["<img src=x onerror=alert(1)//", ""],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="jav\tascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', "<a>x</a>"],
  ['<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>', "<a>x</a>"],
  ['<a href="javascript&colon;alert(1)">x</a>', "<a>x</a>"],
  ['<a href=" &#14;  javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
  ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ['<a href="#" onclick="alert(1)" onmouseover=alert(1)>x</a>', '<a href="#">x</a>'],
  ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
  ["<svg onload=alert(1)>", ""],
  ["<svg><script>alert(1)</script></svg>ok", "ok"],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ""],
  ['<iframe src="javascript:alert(1)"></iframe>', ""],
  ['<iframe src="https://evil.example/"><p>inner</p></iframe>after', "after"],
  ['<div style="width: expression(alert(1))">x</div>', "<div>x</div>"],
  ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
  ['<p style="text-align:/**/center">x</p>', "<p>x</p>"],
  ["<!--<img src=x onerror=alert(1)>-->", ""],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<img src="x">"&gt;'],
  ["<style><img src=x onerror=alert(1)></style>", ""],
  ["<textarea><img src=x onerror=alert(1)></textarea>", ""],
  ["<title><img src=x onerror=alert(1)></title>", ""],
  ['<form action="javascript:alert(1)"><button>go</button></form>', ""],
  ['<object data="javascript:alert(1)"></object><embed src="x.swf">', ""],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
  ['<base href="javascript:alert(1)//"><link rel="import" href="x">', ""],
  [
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    "<table><tr><td>x</td></tr></table>",
  ],
  ['<img """><script>alert(1)</script>">', '"&gt;'],
  ["<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
  ['<a href="x" title=\'a"b<c\'>t</a>', '<a href="x" title="a&quot;b&lt;c">t</a>'],
  ['<p/onclick="alert(1)">x</p>', "<p>x</p>"],
  ["<plaintext><img src=x onerror=alert(1)>", ""],
  ['<div id="x" class="y" data-x="1" name="forms">x</div>', "<div>x</div>"],
  ["<a href='java\0script:alert(1)'>x</a>", "<a>x</a>"],
  ["<template><img src=x onerror=alert(1)></template>", ""],
];

describe("sanitizeHtml removes active content", () => {
  it.each(NASTY)("%s", (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it("keeps iframes only from listed hosts, over https, sandboxed", () => {
    const frame =
      '<iframe src="https://video.example/embed/1" width="560" allowfullscreen onload="x()">t</iframe>';
    expect(clean(frame)).toBe("");
    expect(sanitizeHtml(frame, { iframeHosts: ["video.example"] })).toBe(
      '<iframe src="https://video.example/embed/1" width="560" allowfullscreen ' +
        'sandbox="allow-scripts allow-same-origin allow-presentation"></iframe>',
    );
    expect(
      sanitizeHtml('<iframe src="http://video.example/x"></iframe>', { iframeHosts: ["video.example"] }),
    ).toBe("");
  });
});

describe("safeUrl", () => {
  it("accepts relative URLs and listed schemes only", () => {
    expect(safeUrl("/en/promotions?x=1#t", ["https"])).toBe("/en/promotions?x=1#t");
    expect(safeUrl("https://a.example/path:1", ["https"])).toBe("https://a.example/path:1");
    expect(safeUrl("foo/bar:baz", ["https"])).toBe("foo/bar:baz");
    expect(safeUrl("ftp://a.example", ["https"])).toBeNull();
  });
});

/** Random soup of tags, attributes and tricky fragments. */
const fragment = fc.oneof(
  fc.constantFrom(
    "<a ",
    "<img ",
    "<script>",
    "</script>",
    "<svg ",
    "<p>",
    "</p>",
    "<!--",
    "-->",
    ">",
    "<",
    "/",
    '"',
    "'",
    "=",
    " onerror=",
    " href=",
    " src=",
    " style=",
    "javascript:",
    "&#106;",
    "&colon;",
    "expression(",
    "<iframe ",
    "<noscript>",
    "<style>",
    "</",
    "\t",
  ),
  fc.string({ maxLength: 5 }),
);
/** Every element the sanitiser may emit (its allow-list); script-like elements are never among them. */
const SAFE_ELEMENTS = (
  "a img iframe ol li td th h1 h2 h3 h4 h5 h6 p br hr ul dl dt dd blockquote pre code span div section article " +
  "strong b em i u s small sub sup abbr mark figure figcaption table thead tbody tfoot tr caption"
).split(" ");
const soup = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(""));

describe("sanitizeHtml properties", () => {
  it("is idempotent and never emits handlers, scripts or script URLs", () => {
    fc.assert(
      fc.property(soup, (input) => {
        const once = clean(input);
        expect(clean(once)).toBe(once);
        // Every tag is strict: an allowed name, lower-case attribute names, double-quoted escaped values.
        const tag = /<\/?([a-z][a-z0-9]*)((?: [a-z]+(?:="[^"<>]*")?)*)>/g;
        for (const [, name = "", attrs = ""] of once.matchAll(tag)) {
          expect(SAFE_ELEMENTS).toContain(name);
          expect(attrs).not.toMatch(/ on[a-z]*=/);
          expect(attrs).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
        }
        // And outside those tags there is no markup at all.
        expect(once.replace(tag, "")).not.toMatch(/[<>]/);
      }),
      { numRuns: 500, examples: [["<i>"], ["<b onclick=x>bold</b>"]] },
    );
  });
});
