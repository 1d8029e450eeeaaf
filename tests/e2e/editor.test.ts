/**
 * The owner's editor, end to end, in a copy of the project: `npm run edit` serves Keystatic, a
 * saved phone number reaches the data file and the next build's header; a bad value stops the
 * build naming its file and field; the public build holds no editor at all. The admin build
 * has its own test (admin-host.test.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { keystaticYaml, readBusiness } from "../../scripts/lib/content-files.ts";
import { dist } from "./build-output.ts";
import { astro, env, freePort, projectCopy, root, run, waitForServer } from "./project-copy.ts";

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
});

test("the public build holds no editor: no /keystatic page, no Keystatic code", () => {
  expect(existsSync(join(dist, "keystatic"))).toBe(false);
  expect(existsSync(join(dist, "api"))).toBe(false);
  const scripts = readdirSync(join(dist, "_astro")).filter((file) => file.endsWith(".js"));
  for (const file of scripts) expect(readFileSync(join(dist, "_astro", file), "utf8"), file).not.toMatch(/keystatic/i);
});
