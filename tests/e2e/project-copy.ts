/**
 * One copy of the project to edit, build and serve in, so the editor's saves, its build and the
 * servers never touch the project or the dist/ the other browser tests serve. Made once per run by
 * project-copy.setup.ts for the editor suite and then the admin-host suite, which builds and serves
 * the admin build there (playwright.config.ts).
 */
import { type ChildProcess, execFileSync, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "../..");
/** Under Node 24, the npm package `node` (the one on PATH may be older). */
export const astro = join(root, "node_modules/astro/bin/astro.mjs");
export const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ASTRO_DEV_BACKGROUND: "0" };

/** The copy's folder: one per run, named by the run's port (playwright.config.ts). */
export const copy = join(tmpdir(), `site-copy-${process.env.E2E_PORT}`);
/** Where the admin build (ADMIN_BUILD=1) goes: the editor's server in server/, its scripts in client/. */
export const adminDist = join(copy, "admin-dist");
/** Stand-ins for the admin build's GitHub settings: nothing here reaches GitHub. */
export const adminBuildEnv = {
  ADMIN_BUILD: "1",
  PUBLIC_KEYSTATIC_GITHUB_REPO: "liberty-oak/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "liberty-oak-editor",
};

/**
 * The project's sources and installed packages, in the copy's folder. The packages are hard
 * links (a second or so): the dev server serves only files under its root, so a symbolic link
 * to them would not do, and nothing the copy writes reaches the project.
 */
export function makeProjectCopy(folder = copy) {
  rmSync(folder, { recursive: true, force: true });
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
    cpSync(join(root, entry), join(folder, entry), { recursive: true });
  execFileSync("cp", ["-al", join(root, "node_modules"), join(folder, "node_modules")]);
  rmSync(join(folder, "node_modules/.vite"), { recursive: true, force: true });
}

/** The content as shipped, again: a retry of the editor starts from here. */
export function restoreContent() {
  rmSync(join(copy, "src/content"), { recursive: true, force: true });
  cpSync(join(root, "src/content"), join(copy, "src/content"), { recursive: true });
}

/** `astro <args>` in the copy (or another folder), under Node 24. */
export function run(args: string[], extraEnv: Record<string, string> = {}, cwd = copy) {
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
