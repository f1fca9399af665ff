import { describe, expect, it } from "vitest";
import { decodeEntities, escapeHtml } from "../../server/services/sanitize/entities.js";
import { htmlToText, safeUrl, sanitizeHtml } from "../../server/services/sanitize/html.js";
import { sanitizeSection } from "../../server/services/sanitize/sections.js";
import { tokenize } from "../../server/services/sanitize/tokenizer.js";
import { sectionSchema } from "../../domain/sections.js";

/** The classic XSS payloads (OWASP filter evasion cheat sheet and friends) and what must remain. */
const CASES: [string, string][] = [
  ["<script>alert(1)</script>", ""],
  ["<SCRIPT SRC=//evil.example/x.js></SCRIPT>", ""],
  ["<img src=/x onerror=alert(1)>", '<img src="/x">'],
  ["<IMG SRC=/x ONERROR=alert(1)>", '<img src="/x">'],
  ['<img src="x" onerror="alert(1)"', ""],
  ["<img src=javascript:alert(1)>", ""],
  ["<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>", ""],
  ["<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)>", ""],
  ['<img src="jav\tascript:alert(1)">', ""],
  ['<img src="jav&#x09;ascript:alert(1)">', ""],
  ['<img src=" &#14;  javascript:alert(1)">', ""],
  ["<svg onload=alert(1)>", ""],
  ["<svg><script>alert(1)</script></svg>after", "after"],
  ["<body onload=alert(1)>text", "text"],
  ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="javascript&colon;alert(1)">x</a>', "<a>x</a>"],
  ['<a href="java\u0000script:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
  ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ["<iframe src=javascript:alert(1)></iframe>ok", "ok"],
  ['<object data="x.swf"></object><embed src="x.swf">ok', "ok"],
  ['<p style="width:expression(alert(1))">p</p>', "<p>p</p>"],
  ["<style>@import 'javascript:alert(1)';</style>ok", "ok"],
  ["<<script>alert(1)//<</script>", "&lt;"],
  ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
  ['"><script>alert(1)</script>', "&quot;&gt;"],
  ["<textarea><img src=x onerror=alert(1)></textarea>t", "t"],
  ["<title><img src=x onerror=alert(1)></title>t", "t"],
  // Browsers read noscript as raw text, so the <img> after "</noscript>" is a real tag: kept, minus its handler.
  ['<noscript><p title="</noscript><img src=/x onerror=alert(1)>">', '<img src="/x">&quot;&gt;'],
  ["<!--<img src=x onerror=alert(1)>-->c", "c"],
  ["<!--><img src=/x onerror=alert(1)>-->", '<img src="/x">--&gt;'],
  ["<![CDATA[<img src=x onerror=alert(1)>]]>", "]]&gt;"],
  ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
  ["<a/href=javascript:alert(1)>x</a>", "<a>x</a>"],
  ['<img """><script>alert(1)</script>">', "&quot;&gt;"],
  ["<base href=javascript:alert(1)//>", ""],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
  ["<form action=javascript:alert(1)><button>x</button></form>", "x"],
  ["&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"],
];

describe("sanitizeHtml: the classic XSS payloads", () => {
  it.each(CASES)("%s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("nothing executable survives any payload, alone or wrapped in allowed tags", () => {
    for (const [input] of CASES) {
      for (const wrapped of [input, `<p>${input}</p>`, `<a href="/x">${input}`, `${input}<b>`]) {
        const out = sanitizeHtml(wrapped);
        expect(out, wrapped).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<base|<meta|<form/i);
        expect(out, wrapped).not.toMatch(/<[^>]*\son\w+\s*=/i);
        expect(out, wrapped).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
        // Sanitising is idempotent: what is stored after a save survives the render unchanged.
        expect(sanitizeHtml(out), wrapped).toBe(out);
      }
    }
  });
});

describe("sanitizeHtml: what stays", () => {
  it("keeps the allowlisted formatting and safe links", () => {
    const html =
      "<h2>About</h2><p>Printed <strong>to order</strong>, <em>fast</em>.<br>" +
      '<a href="https://shop.example/a?x=1&amp;y=2" title="Shop">shop</a> <a href="mailto:hi@shop.example">mail</a> ' +
      '<a href="/store/x/about">about</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
      '<img src="https://cdn.example/p.png" alt="Photo" width="200" height="100"><span>s</span><u>u</u><b>b</b><i>i</i><h6>h</h6>';
    const out = sanitizeHtml(html);
    expect(out).toContain("<h2>About</h2>");
    expect(out).toContain(
      '<a href="https://shop.example/a?x=1&amp;y=2" title="Shop" rel="noopener noreferrer nofollow">shop</a>',
    );
    expect(out).toContain('<a href="mailto:hi@shop.example" rel="noopener noreferrer nofollow">mail</a>');
    expect(out).toContain('<img src="https://cdn.example/p.png" alt="Photo" width="200" height="100">');
    expect(out).toContain("<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>");
  });

  it("drops other tags but keeps their text, drops class/style/id attributes, closes what is open", () => {
    expect(sanitizeHtml('<div class="x" id="y"><p style="color:red">hi<table><tr><td>cell')).toBe(
      "<p>hicell</p>",
    );
    expect(sanitizeHtml("<strong><em>a</strong>b")).toBe("<strong><em>a</em></strong>b");
    expect(sanitizeHtml("</p>stray</b>")).toBe("stray");
  });

  it("escapes text and attribute values", () => {
    expect(sanitizeHtml("5 < 6 & 7 > 3")).toBe("5 &lt; 6 &amp; 7 &gt; 3");
    expect(sanitizeHtml('<img src="/a.png" alt=\'"quoted" <b>\'>')).toBe(
      '<img src="/a.png" alt="&quot;quoted&quot; &lt;b&gt;">',
    );
  });
});

describe("building blocks", () => {
  it("safeUrl", () => {
    expect(safeUrl("https://a.example", "link")).toBe("https://a.example");
    expect(safeUrl("mailto:x@y.z", "image")).toBeNull();
    expect(safeUrl("java script:x", "link")).toBeNull();
    expect(safeUrl("/files/public/x.png", "image")).toBe("/files/public/x.png");
    expect(safeUrl("\\\\evil.example", "link")).toBeNull();
  });

  it("decodeEntities and escapeHtml", () => {
    expect(decodeEntities("&lt;&#60;&#x3c;&amp;&colon;&unknown;&#0;")).toBe("<<<&:&unknown;\ufffd");
    expect(escapeHtml(`<a href="x">'&`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;");
  });

  it("the tokenizer reads tags the way a browser does", () => {
    expect(tokenize('<A HREF = "x" title=y/>t</a>')).toEqual([
      {
        kind: "start",
        name: "a",
        attrs: [
          { name: "href", value: "x" },
          { name: "title", value: "y/" },
        ],
        selfClosing: false,
      },
      { kind: "text", text: "t" },
      { kind: "end", name: "a" },
    ]);
    expect(tokenize("<script>if (a</b) x</script >y")).toEqual([
      { kind: "start", name: "script", attrs: [], selfClosing: false },
      { kind: "raw", name: "script", text: "if (a</b) x" },
      { kind: "end", name: "script" },
      { kind: "text", text: "y" },
    ]);
    expect(tokenize("a < b")).toEqual([{ kind: "text", text: "a < b" }]);
  });

  it("htmlToText drops markup and script text", () => {
    expect(htmlToText("<p>Hello <b>you</b></p><script>alert(1)</script>")).toBe("Hello you");
  });

  it("sanitizeSection cleans full_html and image-text text, and leaves plain fields to the renderer", () => {
    const s = sanitizeSection(
      sectionSchema.parse({
        id: "abcde",
        type: "image-text",
        full_html: "<p onclick=x()>a</p><script>x</script>",
        data: { text: "<img src=/x onerror=y()>" },
      }),
    );
    expect(s.full_html).toBe("<p>a</p>");
    expect(s.type === "image-text" && s.data.text).toBe('<img src="/x">');
  });
});
