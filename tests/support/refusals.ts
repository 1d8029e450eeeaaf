/** What the owner's editor and the build make of a bad value, in a copy of the content. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { contentRoot } from "../../src/lib/content/content-files.ts";

/** A copy of src/content under a folder of its own, removed after the suite: that folder. */
export function contentCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "content-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(contentRoot, join(copy, "src/content"), { recursive: true });
  return copy;
}

const messageOf = (error: unknown) => (error as Error).message;

/**
 * A file rewritten by `change`, as an owner's save would write it; the message with which the
 * editor and the build refuse it, if they do. The file is put back afterwards.
 */
export async function refusals(
  path: string,
  change: (text: string) => string,
  inEditor: () => Promise<unknown>,
  inBuild: () => void,
): Promise<{ editor?: string; build?: string }> {
  const original = readFileSync(path, "utf8");
  writeFileSync(path, change(original));
  try {
    const editor = await inEditor().then(() => undefined, messageOf);
    let build: string | undefined;
    try {
      inBuild();
    } catch (error) {
      build = messageOf(error);
    }
    return { editor, build };
  } finally {
    writeFileSync(path, original);
  }
}
