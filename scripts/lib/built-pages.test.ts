import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtPages } from "./built-pages.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A build folder holding an index.html for each address, and a file that is no page. */
function buildWith(paths: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), "built-pages-"));
  folders.push(folder);
  for (const path of paths) {
    mkdirSync(join(folder, path), { recursive: true });
    writeFileSync(join(folder, path, "index.html"), "<!doctype html>");
  }
  writeFileSync(join(folder, "404.html"), "<!doctype html>");
  return folder;
}

describe("builtPages", () => {
  it("lists the pages of the build folder it is given, the home page first", () => {
    const folder = buildWith(["/movers-decatur-ga", "/", "/about", "/residential-moving"]);
    expect(builtPages(folder)).toEqual([
      { path: "/", canonicalPath: "/" },
      { path: "/about", canonicalPath: "/about" },
      { path: "/movers-decatur-ga", canonicalPath: "/movers-decatur-ga" },
      // A short service address is a page of its own whose canonical is the -atlanta page.
      { path: "/residential-moving", canonicalPath: "/residential-moving-atlanta" },
    ]);
  });

  it("names the missing folder, so a script run before the build says what to do", () => {
    expect(() => builtPages(join(tmpdir(), "no-such-build"))).toThrow(/no-such-build is missing.*npm run build/);
  });
});
