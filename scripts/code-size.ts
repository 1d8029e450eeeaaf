/**
 * npm run size [-- --at <commit>] [--files]: the size of the code in `src` and `scripts` and the root `*.config.ts`
 * files, without tests, type declarations, content or assets, in lines and bytes and without whitespace and comments.
 */
import { execFileSync } from "node:child_process";
import { globSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type CodeSize, codeSize } from "./lib/code-size.ts";

const { values } = parseArgs({ options: { at: { type: "string" }, files: { type: "boolean" } } });
const { at } = values;

const measured = (path: string): boolean =>
  /^[^/]+\.config\.ts$/.test(path) ||
  (/^(src|scripts)\//.test(path) && !/^src\/(content|assets)\//.test(path) && !/\.(test\.tsx?|d\.ts)$/.test(path));

const paths = at
  ? execFileSync("git", ["ls-tree", "-r", "--name-only", at], { encoding: "utf8" }).split("\n")
  : globSync(["src/**", "scripts/**", "*.config.ts"], { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.replace(/^\.\//, ""));
const read = (path: string): string =>
  at ? execFileSync("git", ["show", `${at}:${path}`], { encoding: "utf8" }) : readFileSync(path, "utf8");

const total: CodeSize = { files: 0, lines: 0, bytes: 0, over120: 0, over160: 0, commentLines: 0, codeBytes: 0 };
for (const path of paths.filter(measured).sort()) {
  const size = codeSize(path, read(path));
  for (const key of Object.keys(total) as (keyof CodeSize)[]) total[key] += size[key];
  if (values.files) console.log(`${String(size.codeBytes).padStart(7)} ${String(size.lines).padStart(5)}  ${path}`);
}

const rows: [string, number | string][] = [
  ["files", total.files],
  ["lines", total.lines],
  ["bytes", total.bytes],
  ["bytes per line", (total.bytes / total.lines).toFixed(1)],
  ["lines over 120 characters", total.over120],
  ["lines over 160 characters", total.over160],
  ["comment lines", total.commentLines],
  ["bytes without whitespace and comments", total.codeBytes],
];
console.log(`code size at ${at ?? "the working tree"}`);
for (const [name, value] of rows) console.log(`${name.padEnd(40)}${value.toLocaleString("en-US").padStart(9)}`);
