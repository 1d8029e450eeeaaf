/**
 * npm run size [-- --at <commit>] [--files]: the size of the code in `src`, `scripts` and the root `*.config.ts` files,
 * without tests, type declarations, content or assets. Lines and bytes move when code is wrapped or joined; its bytes
 * without whitespace and comments do not (issue 60).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import ts from "typescript";

const blank = (text: string) => text.replace(/[^\n]/g, " ");

/**
 * TypeScript or TSX with each comment blanked, line breaks kept. What stays is the tokens TypeScript's parser reads,
 * so a `//` in a string, a regular expression or JSX text stays: its scanner alone cannot tell those from a comment.
 */
function scriptCode(text: string, kind: ts.ScriptKind = ts.ScriptKind.TS) {
  const file = ts.createSourceFile("code", text, ts.ScriptTarget.Latest, false, kind);
  const code = blank(text).split("");
  const copyTokens = (node: ts.Node): void => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (ts.isJsxExpression(node) && !node.expression) return; // {/* a comment in JSX */}
    const children = node.getChildren(file);
    if (children.length > 0) children.forEach(copyTokens);
    else for (let i = node.getStart(file); i < node.end; i++) code[i] = text[i] ?? " ";
  };
  copyTokens(file);
  return code.join("");
}

/** CSS with each `/* *\/` comment blanked, strings left as they are. */
function cssCode(text: string) {
  return text.replace(
    /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\/\*[\s\S]*?\*\//g,
    (match, string) => string ?? blank(match),
  );
}

/**
 * An Astro file: its frontmatter and `<script>` blocks as TypeScript, its template without `{/* *\/}` or `<!-- -->`.
 */
function astroCode(text: string) {
  const [fenced = "", frontmatter = ""] = /^---\n([\s\S]*?\n)---/.exec(text) ?? [];
  const template = text
    .slice(fenced.length)
    .replace(
      /(<script\b[^>]*?(?<!\/)>)([\s\S]*?)(?=<\/script>)/g,
      (_, open: string, script: string) => open + scriptCode(script),
    )
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}|<!--[\s\S]*?-->/g, blank);
  return (fenced ? `---\n${scriptCode(frontmatter)}---` : "") + template;
}

/** The file's text with its comments blanked, by its kind. */
function codeOf(path: string, text: string) {
  if (path.endsWith(".astro")) return astroCode(text);
  if (path.endsWith(".css")) return cssCode(text);
  if (path.endsWith(".tsx")) return scriptCode(text, ts.ScriptKind.TSX);
  if (path.endsWith(".ts")) return scriptCode(text);
  return text;
}

/** Measures one file: the measures of the issue 60 table, summed over files. */
export function codeSize(path: string, text: string) {
  const code = codeOf(path, text);
  const lines = text.split("\n");
  const codeLines = code.split("\n");
  if (text.endsWith("\n")) lines.pop();
  const isBlank = (line = "") => /^\s*$/.test(line);
  const longer = (width: number) => lines.filter((line) => [...line].length > width).length;
  return {
    lines: lines.length,
    bytes: Buffer.byteLength(text),
    // Lines longer than 120 characters, the print width.
    over120: longer(120),
    over160: longer(160),
    // Lines that hold a comment and nothing else.
    commentLines: lines.filter((line, i) => !isBlank(line) && isBlank(codeLines[i])).length,
    // Bytes left once whitespace and comments are taken out.
    codeBytes: Buffer.byteLength(code.replace(/\s/g, "")),
  };
}

if (import.meta.main) {
  const { at, files } = parseArgs({ options: { at: { type: "string" }, files: { type: "boolean" } } }).values;

  const measured = (path: string) =>
    /^[^/]+\.config\.ts$/.test(path) ||
    (/^(src|scripts)\//.test(path) && !/^src\/(content|assets)\//.test(path) && !/\.(test\.tsx?|d\.ts)$/.test(path));

  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });
  // The commit's files, or the working tree's that git tracks or would (untracked, not ignored), as they are now.
  const paths = (at ? git("ls-tree", "-r", "--name-only", at) : git("ls-files", "-co", "--exclude-standard"))
    .split("\n")
    .filter((path) => at || existsSync(path));
  const read = (path: string) => (at ? git("show", `${at}:${path}`) : readFileSync(path, "utf8"));

  const sizes = paths
    .filter(measured)
    .sort()
    .map((path) => ({ path, ...codeSize(path, read(path)) }));
  if (files)
    for (const { path, codeBytes, lines } of sizes)
      console.log(`${String(codeBytes).padStart(7)} ${String(lines).padStart(5)}  ${path}`);
  const total = (key: keyof ReturnType<typeof codeSize>) => sizes.reduce((sum, size) => sum + size[key], 0);

  const rows: [string, number | string][] = [
    ["files", sizes.length],
    ["lines", total("lines")],
    ["bytes", total("bytes")],
    ["bytes per line", (total("bytes") / total("lines")).toFixed(1)],
    ["lines over 120 characters", total("over120")],
    ["lines over 160 characters", total("over160")],
    ["comment lines", total("commentLines")],
    ["bytes without whitespace and comments", total("codeBytes")],
  ];
  console.log(`code size at ${at ?? "the working tree"}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(40)}${value.toLocaleString("en-US").padStart(9)}`);
}
