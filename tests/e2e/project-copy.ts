/**
 * A copy of the project to build and serve in, so a test's builds, saves and servers never touch
 * the project or the dist/ the other browser tests serve. Shared by the editor's tests.
 */
import { type ChildProcess, execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "../..");
/** Under Node 24, the npm package `node` (the one on PATH may be older). */
export const astro = join(root, "node_modules/astro/bin/astro.mjs");
export const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ASTRO_DEV_BACKGROUND: "0" };

/**
 * The project's sources and installed packages, in a folder of their own. The packages are hard
 * links (a second or so): the dev server serves only files under its root, so a symbolic link
 * to them would not do, and nothing the copy writes reaches the project.
 */
export function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "site-"));
  for (const entry of [
    "src",
    "scripts",
    "public",
    "media-src",
    "astro.config.ts",
    "keystatic.config.ts",
    "package.json",
    "tsconfig.json",
  ])
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  execFileSync("cp", ["-al", join(root, "node_modules"), join(copy, "node_modules")]);
  rmSync(join(copy, "node_modules/.vite"), { recursive: true, force: true });
  return copy;
}

/** `astro <args>` in the copy, under Node 24. */
export function run(cwd: string, args: string[], extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, [astro, ...args], {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    timeout: 180_000,
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForServer(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never answered`);
}
