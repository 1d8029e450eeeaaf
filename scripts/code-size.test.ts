import { describe, expect, it } from "vitest";
import { codeSize } from "./code-size";

describe("codeSize", () => {
  it("counts a // inside a URL string and leaves out the comment after it", () => {
    // const url = "https://example.com"; → const, url, =, the 21-byte string and ; make 5 + 3 + 1 + 21 + 1.
    const size = codeSize("a.ts", 'const url = "https://example.com"; // the site\n');
    expect(size).toMatchObject({ lines: 1, commentLines: 0, codeBytes: 31 });
  });

  it("counts a // inside a regular expression and JSX text", () => {
    expect(codeSize("a.ts", "const re = /\\/\\//g;\n").codeBytes).toBe(5 + 2 + 1 + 8);
    expect(codeSize("a.tsx", "const a = <p>see http://x.y</p>;\n").codeBytes).toBe(5 + 1 + 1 + 6 + 15);
  });

  it("leaves out whitespace, so the same code on more lines weighs the same", () => {
    expect(codeSize("a.ts", "f(a, b);\n").codeBytes).toBe(7);
    expect(codeSize("a.ts", "f(\n  a,\n  b\n);\n")).toMatchObject({ lines: 4, codeBytes: 7 });
  });

  it("counts comment lines: line, block, doc and JSX comments", () => {
    const text = "/**\n * Doc.\n */\n// note\nlet a = 1; /* a */\nconst b = (\n  <p>\n    {/* c */}\n  </p>\n);\n";
    // Code: let a = 1; (7) and const b = (<p></p>); (5 + 1 + 1 + 1 + 3 + 4 + 1 + 1); the braces of {/* c */} are the
    // comment's.
    expect(codeSize("a.tsx", text)).toMatchObject({ lines: 10, commentLines: 5, codeBytes: 7 + 17 });
  });

  it("counts bytes, and line lengths in characters", () => {
    const line = `"${"–".repeat(119)}"`;
    expect(codeSize("a.ts", `${line}\n`)).toMatchObject({ bytes: 2 + 3 * 119 + 1, over120: 1, over160: 0 });
  });

  it("leaves out CSS comments but not a /* inside a string", () => {
    expect(codeSize("a.css", "a { color: red; } /* note */\n").codeBytes).toBe(13);
    expect(codeSize("a.css", 'b::after { content: "/*x*/"; }\n').codeBytes).toBe(26);
  });

  it("reads an Astro file's frontmatter and scripts as TypeScript and drops its template comments", () => {
    const text = [
      "---",
      "// frontmatter note",
      "const a = 1;",
      "---",
      "<!-- html note -->",
      "<p>{a}</p>",
      "{/* jsx note */}",
      "<script>",
      '  fetch("https://x.y"); // why',
      "</script>",
      "",
    ].join("\n");
    // --- (3), consta=1; (9), --- (3), <p>{a}</p> (10), <script> (8), fetch("https://x.y"); (21), </script> (9)
    expect(codeSize("a.astro", text)).toMatchObject({
      lines: 10,
      commentLines: 3,
      codeBytes: 3 + 9 + 3 + 10 + 8 + 21 + 9,
    });
  });
});
