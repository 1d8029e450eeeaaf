/** The size of code as lines and bytes, and as what reformatting cannot move: bytes without whitespace and comments. */
import ts from "typescript";

/** The measures of the issue 60 table, summed over files. */
export interface CodeSize {
  files: number;
  lines: number;
  bytes: number;
  /** Lines longer than 120 characters, the print width. */
  over120: number;
  over160: number;
  /** Lines that hold a comment and nothing else. */
  commentLines: number;
  /** Bytes left once whitespace and comments are taken out. */
  codeBytes: number;
}

const blank = (text: string): string => text.replace(/[^\n]/g, " ");

/**
 * TypeScript or TSX with each comment blanked, line breaks kept. What stays is the tokens TypeScript's parser reads,
 * so a `//` in a string, a regular expression or JSX text stays: its scanner alone cannot tell those from a comment.
 */
export function scriptCode(text: string, kind: ts.ScriptKind = ts.ScriptKind.TS): string {
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
export function cssCode(text: string): string {
  return text.replace(
    /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\/\*[\s\S]*?\*\//g,
    (match, string) => string ?? blank(match),
  );
}

/** An Astro file: its frontmatter and `<script>` blocks as TypeScript, its template without `{/* *\/}` or `<!-- -->`. */
export function astroCode(text: string): string {
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
export function codeOf(path: string, text: string): string {
  if (path.endsWith(".astro")) return astroCode(text);
  if (path.endsWith(".css")) return cssCode(text);
  if (path.endsWith(".tsx")) return scriptCode(text, ts.ScriptKind.TSX);
  if (path.endsWith(".ts")) return scriptCode(text);
  return text;
}

/** Measures one file. */
export function codeSize(path: string, text: string): CodeSize {
  const code = codeOf(path, text);
  const lines = text.split("\n");
  const codeLines = code.split("\n");
  if (text.endsWith("\n")) lines.pop();
  const isBlank = (line = ""): boolean => /^\s*$/.test(line);
  const longer = (width: number): number => lines.filter((line) => [...line].length > width).length;
  return {
    files: 1,
    lines: lines.length,
    bytes: Buffer.byteLength(text),
    over120: longer(120),
    over160: longer(160),
    commentLines: lines.filter((line, i) => !isBlank(line) && isBlank(codeLines[i])).length,
    codeBytes: Buffer.byteLength(code.replace(/\s/g, "")),
  };
}
