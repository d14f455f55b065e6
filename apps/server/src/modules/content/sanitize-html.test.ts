import fc from "fast-check";
import { type DefaultTreeAdapterTypes, parse, serialize } from "parse5";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

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
    // The library writes void elements as `<img … />`; HTML ignores that slash.
    expect(clean('<img src="/brand/seal.svg" alt="Seal" width="64">')).toBe(
      '<img src="/brand/seal.svg" alt="Seal" width="64" />',
    );
  });

  it("escapes stray markup characters and keeps the characters references stand for, and Unicode", () => {
    expect(clean("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    // The same characters, written out: a no-break space and an ellipsis.
    expect(clean("<p>Spiel&nbsp;&amp;&hellip; Glück ăîșț</p>")).toBe("<p>Spiel\u00a0&amp;… Glück ăîșț</p>");
  });

  it("closes what is left open and ignores stray end tags", () => {
    expect(clean("<p>hi")).toBe("<p>hi</p>");
    // A stray </p> is an empty paragraph, as a browser reads it.
    expect(clean("</p>text</div>")).toBe("<p></p>text");
    expect(clean("<b><i>x</b>y</i>")).toBe("<b><i>x</i></b>y");
  });

  it("keeps text alignment and nothing else from style", () => {
    expect(clean('<p style="text-align:center">x</p>')).toBe('<p style="text-align:center">x</p>');
    expect(clean('<p style="color:red; text-align: RIGHT">x</p>')).toBe('<p style="text-align:RIGHT">x</p>');
  });

  it("leaves a typical operator page as a browser would build it: images, figures, breaks, lists, quotes", () => {
    const page =
      '<h1 lang="de">Willkommen</h1><figure><img src="/brand/hero.webp" alt="" width="100%" loading="lazy">' +
      "<figcaption>Bonus&nbsp;&amp; Freispiele</figcaption></figure><p>Line<br>break<br/>again</p><hr>" +
      '<ol start="3" reversed><li value="5">five</li></ol><blockquote><p dir="rtl">quoted</p></blockquote>' +
      '<dl><dt>Term</dt><dd>Definition</dd></dl><p style="text-align:justify">x<sub>2</sub><sup>3</sup></p>' +
      '<table><caption>Odds</caption><tbody><tr><th scope="row" rowspan="2">A</th><td>1.5</td></tr></tbody></table>' +
      '<p><a href="mailto:help@vela.example">Mail</a> <a href="#faq">FAQ</a> <abbr title="Know your customer">KYC</abbr></p>';
    const browserTree = (html: string) => serialize(parse(`<!doctype html><body>${html}`));
    expect(browserTree(clean(page))).toBe(browserTree(page));
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
  ["<img src=x onerror=alert(1)>", '<img src="x" />'],
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
  // A CSS comment is nothing: this is plain centring.
  ['<p style="text-align:/**/center">x</p>', '<p style="text-align:center">x</p>'],
  ["<!--<img src=x onerror=alert(1)>-->", ""],
  // The whole noscript region is dropped, up to where a browser ends it.
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ""],
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

/**
 * Mutation XSS (markup that changes meaning when a browser parses it again, mostly through svg/math foreign
 * content and raw-text elements) and filter evasion: encoded, split, upper-case, null-byte and unclosed variants.
 */
const MUTATION: Array<[string, string]> = [
  ["<svg><style><img src=x onerror=alert(1)>", ""],
  ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ""],
  ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
  [
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    "",
  ],
  ["<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>", ""],
  ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ""],
  ['<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>', ""],
  ["<math><mi><b>x</b></mi></math><p>after</p>", "<p>after</p>"],
  [
    "<table><tr><td><style><img src=x onerror=alert(1)></style></td></tr></table>",
    "<table><tr><td></td></tr></table>",
  ],
  ["<select><template><style><img src=x onerror=alert(1)></style></template></select>", ""],
  ["<textarea></textarea/><img src=x onerror=alert(1)>", '<img src="x" />'],
  ["<xmp><img src=x onerror=alert(1)></xmp>", ""],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
  [
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    "<a>x</a>",
  ],
  ['<a href="java&#13;script:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="java&NewLine;script&colon;alert(1)">x</a>', "<a>x</a>"],
  ['<A HREF="JAVASCRIPT:alert(1)">x</A>', "<a>x</a>"],
  ["<SCRIPT>alert(1)</SCRIPT>", ""],
  ["<IMG SRC=x ONERROR=alert(1)>", '<img src="x" />'],
  ["<scr\0ipt>alert(1)</scr\0ipt>", ""],
  ["<img src=x on\0error=alert(1)>", '<img src="x" />'],
  ['<a href="java\0script:alert(1)">x</a>', "<a>x</a>"],
  ['<a\0 href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ["<img src=x onerror=alert(1)", ""],
  ['<a href="javascript:alert(1)"', ""],
  ["<div><script>alert(1)", "<div></div>"],
  [
    "<p>open <b>bold <a href='https://x.example'>link",
    '<p>open <b>bold <a href="https://x.example">link</a></b></p>',
  ],
  // `<!-->` is a whole (empty) comment to a browser: the image after it is markup, and is cleaned as such.
  ["<!--><img src=x onerror=alert(1)>-->", '<img src="x" />--&gt;'],
  ["<!---><img src=x onerror=alert(1)>-->", '<img src="x" />--&gt;'],
  ["<!-- --!><img src=x onerror=alert(1)>-->", '<img src="x" />--&gt;'],
  ["<!--><svg onload=alert(1)>-->", ""],
  ["<![CDATA[><img src=x onerror=alert(1)>]]>", ""],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ""],
  ['<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;">', ""],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
  ['<a href="DATA:text/html,x">x</a>', "<a>x</a>"],
  ['<img src="data:image/png;base64,iVBORw0KGgo=">', ""],
  ["<form action=javascript:alert(1)><input type=submit></form>", ""],
  ["<form><button formaction=javascript:alert(1)>x</button></form>", ""],
  ['<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>', ""],
  ["<object data=javascript:alert(1)>", ""],
  ["<embed src=javascript:alert(1)>", ""],
  [
    '<div style="text-align:center;background-image:url(&quot;javascript:alert(1)&quot;)">x</div>',
    '<div style="text-align:center">x</div>',
  ],
  [
    '<p style="text-align:center}p{background:url(javascript:alert(1))">x</p>',
    '<p style="text-align:center">x</p>',
  ],
  ['<p style="text-align:expression(alert(1))">x</p>', "<p>x</p>"],
  ['<P STYLE="WIDTH:EXPRESSION(alert(1))">x</P>', "<p>x</p>"],
  [
    '<img src="https://ok.example/x.png" alt="x" onload="alert(1)" srcset="javascript:alert(1) 1x">',
    '<img src="https://ok.example/x.png" alt="x" />',
  ],
  [
    '<a href="https://ok.example/&quot;onmouseover=&quot;alert(1)">x</a>',
    '<a href="https://ok.example/&quot;onmouseover=&quot;alert(1)">x</a>',
  ],
  ['<meta http-equiv="refresh" content="0; url=data:text/html,<script>alert(1)</script>">', ""],
  ["<details open ontoggle=alert(1)>x</details>", "x"],
  ["<body onload=alert(1)>x", "x"],
  ["<input autofocus onfocus=alert(1)>", ""],
  ["<video><source onerror=alert(1)></video>", ""],
];

describe("sanitizeHtml removes active content", () => {
  it.each([...NASTY, ...MUTATION])("%s", (input, expected) => {
    const output = clean(input);
    expect(output).toBe(expected);
    expectInertInBrowser(output);
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

describe("link and image URLs", () => {
  it("keeps relative URLs and listed schemes only", () => {
    const href = (url: string) => clean(`<a href="${url}">x</a>`);
    expect(href("/en/promotions?x=1#t")).toBe('<a href="/en/promotions?x=1#t">x</a>');
    expect(href("https://a.example/path:1")).toBe('<a href="https://a.example/path:1">x</a>');
    expect(href("foo/bar:baz")).toBe('<a href="foo/bar:baz">x</a>');
    expect(href("tel:+4930123")).toBe('<a href="tel:+4930123">x</a>');
    expect(href("ftp://a.example")).toBe("<a>x</a>");
    expect(href(`https://a.example/${"a".repeat(2100)}`)).toBe("<a>x</a>");
    expect(clean('<img src="mailto:x@y.example">')).toBe("");
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

describe("sanitizeHtml on a second save", () => {
  it("gives back what it gave the first time when a removed element had split two paragraphs or list items", () => {
    // Found by the property below on CI: the library had kept `<p><p></p></p>`, which the next parse splits in three.
    for (const [input, expected] of [
      ["<p><A<style><p>", "<p></p><p></p><p></p>"],
      ["<p><x><p>a", "<p></p><p>a</p><p></p>"],
      ["<p><marquee><p>x</p></marquee></p>", "<p></p><p>x</p><p></p>"],
      ["<ul><li>a<foo><li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
    ] as const) {
      const once = clean(input);
      expect(once).toBe(expected);
      expect(clean(once)).toBe(once);
    }
  });
});

describe("sanitizeHtml properties", () => {
  it("is idempotent and never emits handlers, scripts or script URLs", () => {
    fc.assert(
      fc.property(soup, (input) => {
        const once = clean(input);
        expect(clean(once)).toBe(once);
        // Every tag is strict: an allowed name, lower-case attribute names, double-quoted escaped values.
        const tag = /<\/?([a-z][a-z0-9]*)((?: [a-z]+(?:="[^"<>]*")?)*)(?: \/)?>/g;
        for (const [, name = "", attrs = ""] of once.matchAll(tag)) {
          expect(SAFE_ELEMENTS).toContain(name);
          expect(attrs).not.toMatch(/ on[a-z]*=/);
          expect(attrs).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
        }
        // And outside those tags there is no markup at all.
        expect(once.replace(tag, "")).not.toMatch(/[<>]/);
        expectInertInBrowser(once);
      }),
      { numRuns: 500, examples: [["<i>"], ["<b onclick=x>bold</b>"], ["<p><A<style><p>"]] },
    );
  });
});

type Node = DefaultTreeAdapterTypes.ChildNode;
const HTML_NS = "http://www.w3.org/1999/xhtml";
const ATTRIBUTES: Record<string, string[]> = {
  "*": ["title", "lang", "dir", "style"],
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
  iframe: ["src", "width", "height", "allowfullscreen", "sandbox"],
  ol: ["start", "reversed", "type"],
  li: ["value"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
};

/** The scheme a browser sees in a URL attribute: leading/trailing controls and spaces, tabs and newlines ignored. */
function browserScheme(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly what a browser's URL parser strips
  const stripped = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(stripped)?.[1]?.toLowerCase();
}

/**
 * Parses the output the way a browser does (parse5 implements the HTML standard's parser; the sanitiser uses a
 * different one, which is exactly where bypasses hide) and checks what a browser would build from it: only
 * allowed HTML elements (no svg/math), no handlers, no script URLs, no style but alignment — and that serialising
 * and parsing it again changes nothing (no mutation).
 */
function expectInertInBrowser(html: string): void {
  const document = parse(`<!doctype html><body>${html}`);
  const walk = (node: Node) => {
    if (!("tagName" in node)) return;
    expect(node.namespaceURI, html).toBe(HTML_NS);
    if (!["html", "head", "body"].includes(node.tagName)) expect(SAFE_ELEMENTS, html).toContain(node.tagName);
    for (const { name, value } of node.attrs) {
      expect([...(ATTRIBUTES["*"] ?? []), ...(ATTRIBUTES[node.tagName] ?? [])], html).toContain(name);
      if (name === "href")
        expect(["http", "https", "mailto", "tel", undefined], html).toContain(browserScheme(value));
      if (name === "src") expect(["http", "https", undefined], html).toContain(browserScheme(value));
      if (name === "style") expect(value, html).toMatch(/^text-align:\s*(left|right|center|justify)$/i);
    }
    for (const child of node.childNodes) walk(child);
  };
  for (const child of document.childNodes) walk(child);
  const once = serialize(document);
  expect(serialize(parse(once)), html).toBe(once);
}
