/**
 * The owner's editor, end to end, in a copy of the project: `npm run edit` serves Keystatic, a
 * saved phone number reaches the data file and the next build's header; a bad value stops the
 * build naming its file and field; the admin build serves the editor from Node, while the
 * public build holds no editor at all.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { keystaticYaml, readBusiness } from "../../scripts/lib/content-files.ts";
import { dist } from "./build-output.ts";

const root = join(import.meta.dirname, "../..");
/** Under Node 24, the npm package `node` (the one on PATH may be older). */
const astro = join(root, "node_modules/astro/bin/astro.mjs");
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ASTRO_DEV_BACKGROUND: "0" };

/**
 * The project's sources and installed packages, in a folder of their own. The packages are hard
 * links (a second or so): the dev server serves only files under its root, so a symbolic link
 * to them would not do, and nothing the copy writes reaches the project.
 */
function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "site-"));
  for (const entry of [
    "src",
    "scripts",
    "public",
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

function run(cwd: string, args: string[], extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, [astro, ...args], {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    timeout: 180_000,
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess) {
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

/** The text of the header's call links in a built page. */
function headerOf(html: string): string {
  return /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
}

test.describe("the owner's editor", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let copy: string;
  test.beforeAll(() => {
    copy = projectCopy();
  });
  test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test("npm run edit serves Keystatic; a saved phone number reaches the file and the next build's header on every page", async ({
    page,
  }) => {
    const port = await freePort();
    // What `npm run edit -- --port N` runs, after rendering the media the copy already has.
    const server = spawn(process.execPath, [astro, "dev", "--port", String(port)], { cwd: copy, env, stdio: "ignore" });
    try {
      await waitForServer(`http://127.0.0.1:${port}/keystatic`, server);
      await page.goto(`http://127.0.0.1:${port}/keystatic/singleton/business`);
      await page.getByLabel("Phone as written").fill("(404) 555-0199");
      await page.getByLabel("Phone to dial").fill("+14045550199");
      await page.getByRole("button", { name: "Save" }).click();
      const file = join(copy, "src/content/business.yaml");
      await expect.poll(() => readFileSync(file, "utf8"), { timeout: 15_000 }).toContain("(404) 555-0199");
      const saved = readFileSync(file, "utf8");
      expect(saved).toContain("tel: '+14045550199'");
      // Saved as a hand edit would be formatted: npm test stays green after an owner's save.
      expect(saved).toBe(keystaticYaml(saved));
      expect(saved.replace(/\(404\) 555-0199|14045550199/g, "")).toBe(
        readFileSync(join(root, "src/content/business.yaml"), "utf8").replace(/\(770\) 555-0142|17705550142/g, ""),
      );
    } finally {
      server.kill();
    }

    const build = run(copy, ["build"]);
    expect(build.status, build.stderr).toBe(0);
    for (const path of ["index.html", "about/index.html", "movers-decatur-ga/index.html"]) {
      const header = headerOf(readFileSync(join(copy, "dist", path), "utf8"));
      expect(header, path).toContain("(404) 555-0199");
      expect(header, path).toContain("tel:+14045550199");
      expect(header, path).not.toContain(readBusiness().phone.display);
    }
  });

  test("a bad value stops the build, naming the file and the field", () => {
    const cases = [
      { file: "src/content/cities/decatur.yaml", from: /^name: Decatur$/m, to: 'name: ""', field: /name/ },
      {
        file: "src/content/faq.yaml",
        from: /^( {4}answer:\n)( {6}- .*\n(?: {8}.*\n)*)+/m,
        to: "    answer: []\n",
        field: /answer/,
      },
      { file: "src/content/business.yaml", from: /^ {2}tel: .*$/m, to: "  tel: call us maybe", field: /phone\.tel/ },
    ];
    for (const { file, from, to, field } of cases) {
      const path = join(copy, file);
      const original = readFileSync(path, "utf8");
      writeFileSync(path, original.replace(from, to));
      try {
        const build = run(copy, ["build"]);
        const output = build.stdout + build.stderr;
        expect(build.status, output).not.toBe(0);
        expect(output, file).toContain(file.split("/").at(-1)!);
        expect(output, file).toMatch(field);
      } finally {
        writeFileSync(path, original);
      }
    }
  });

  test("the admin build serves the editor from Node in GitHub mode, and refuses local mode", async ({ request }) => {
    const refused = run(copy, ["build"], { ADMIN_BUILD: "1" });
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain("never deployed in local mode");

    const admin = run(copy, ["build"], { ADMIN_BUILD: "1", PUBLIC_KEYSTATIC_GITHUB_REPO: "liberty-oak/website" });
    expect(admin.status, admin.stderr).toBe(0);
    const port = await freePort();
    const server = spawn(process.execPath, [join(copy, "dist/server/entry.mjs")], {
      cwd: copy,
      env: {
        ...env,
        HOST: "127.0.0.1",
        PORT: String(port),
        KEYSTATIC_SECRET: "test-secret-that-is-long-enough-0123456789",
      },
      stdio: "ignore",
    });
    try {
      await waitForServer(`http://127.0.0.1:${port}/`, server);
      const editor = await request.get(`http://127.0.0.1:${port}/keystatic`);
      expect(editor.status()).toBe(200);
      expect(await editor.text()).toContain("keystatic");
    } finally {
      server.kill();
    }
  });
});

test("the public build holds no editor: no /keystatic page, no Keystatic code", () => {
  expect(existsSync(join(dist, "keystatic"))).toBe(false);
  expect(existsSync(join(dist, "api"))).toBe(false);
  const scripts = readdirSync(join(dist, "_astro")).filter((file) => file.endsWith(".js"));
  for (const file of scripts) expect(readFileSync(join(dist, "_astro", file), "utf8"), file).not.toMatch(/keystatic/i);
});
