/**
 * The owner's editor, end to end, in the project copy (project-copy.ts): `npm run edit` serves
 * Keystatic; a bad value is refused beside its field and never reaches the file; a hand edit the
 * build would refuse shows in a banner over the editor and stops `astro sync`, naming the file and
 * field; the phone, the company's name, a photo and a new moving guide saved there reach the
 * pages of the copy's one public build. The public build holds no editor at all.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { load } from "js-yaml";
import { contentFiles, keystaticYaml, readBusiness, splitMarkdown } from "../../src/lib/content/content-files.ts";
import { launchCount, launchGroups } from "../../src/lib/fields/launch-check.ts";
import { contentKinds } from "../../src/schemas/index.ts";
import { picturesIn } from "../../src/lib/fields/zod-fields.ts";
import { dist } from "./build-output.ts";
import { expectLaunchList } from "./launch-page.ts";
import {
  expectGuideInBuild,
  newGuide,
  paintAndShift,
  writeDraftGuide,
  writeGuideInEditor,
  writeLongGuide,
} from "./guide-editing.ts";
import { serveBuild } from "../../scripts/serve.ts";
import { astro, copy, env, freePort, restoreContent, run, waitForServer } from "./project-copy.ts";

const shipped = readBusiness();
const newName = "Peachtree Family Movers";

/** Every value in a file's data by its path ("testimonials.0.source"), to compare two versions. */
function leaves(value: unknown, path = ""): Map<string, string> {
  if (value && typeof value === "object" && !(value instanceof Date))
    return new Map(Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, `${path}.${key}`)]));
  return new Map([[path, JSON.stringify(value)]]);
}

/** Every text file of a build, with its path. */
function builtTexts(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|xml|json|webmanifest|txt|js|css|svg)$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(folder, file), "utf8") }));
}

test.describe("the owner's editor", () => {
  test.describe.configure({ mode: "serial", timeout: 480_000 });
  let server: ChildProcess;
  let site: string;
  let editor: string;
  const file = (path: string) => join(copy, "src/content", path);

  /** What `npm run edit -- --port N` runs, after rendering the icons the copy already has. */
  async function startEditor() {
    const port = await freePort();
    server = spawn(process.execPath, [astro, "dev", "--port", String(port)], { cwd: copy, env, stdio: "ignore" });
    site = `http://127.0.0.1:${port}`;
    editor = `${site}/keystatic`;
    await waitForServer(editor, server);
  }

  test.beforeAll(async ({}, testInfo) => {
    // The first start of a dev server in a fresh copy optimizes its dependencies: a minute or more here.
    test.setTimeout(180_000);
    if (testInfo.retry) restoreContent();
    await startEditor();
  });
  test.afterAll(() => server.kill());

  /** Opens one form of the editor, once its fields are drawn. */
  async function open(page: Page, singleton: string, firstField: string) {
    // After a save the dev server may reload the editor once it has taken in the new file, cutting
    // this navigation short: go again then.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(`${editor}/singleton/${singleton}`);
        await expect(page.getByText(firstField).first()).toBeVisible({ timeout: 90_000 });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  /** What the editor shows beside a field: the text of the smallest block holding the field and its label. */
  const besideField = (field: Locator) => field.locator("xpath=ancestor::*[.//label][1]").innerText();

  test("refuses seven bad edits beside their fields, and writes nothing", async ({ page }) => {
    const before = new Map(
      ["business.yaml", "pages/home.yaml", "pages/about.yaml", "faq.yaml"].map((path) => [
        path,
        readFileSync(file(path), "utf8"),
      ]),
    );
    const cases: {
      singleton: string;
      firstField: string;
      field: (page: Page) => Locator;
      value: string;
      says: RegExp;
    }[] = [
      {
        singleton: "business",
        firstField: "Company name",
        field: (p) => p.getByRole("textbox", { name: "Phone", exact: true }),
        value: "call us maybe",
        says: /must be a US phone number with its area code/,
      },
      {
        singleton: "homePage",
        firstField: "Headline",
        field: (p) => p.getByRole("textbox", { name: "Introduction" }).first(),
        value: "Call {phnoe} today for a free quote.",
        says: /has a name in braces that the site does not know/,
      },
      {
        singleton: "homePage",
        firstField: "Headline",
        field: (p) => p.getByRole("textbox", { name: "Headline" }).first(),
        value: "",
        says: /must not be empty/,
      },
      {
        singleton: "homePage",
        firstField: "Headline",
        field: (p) => p.getByRole("textbox", { name: "Headline" }).first(),
        value: "Atlanta movers who treat your home like our own, every single time, in every single town we serve",
        says: /must be no longer than 90 characters/,
      },
      {
        singleton: "business",
        firstField: "Company name",
        field: (p) => p.getByRole("textbox", { name: "Fragile-only" }),
        value: "",
        says: /is required/,
      },
    ];
    for (const { singleton, firstField, field, value, says } of cases) {
      await open(page, singleton, firstField);
      await field(page).fill(value);
      await field(page).blur();
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => besideField(field(page)), { message: `${singleton}: ${value}` }).toMatch(says);
    }
    // A price box takes no letters at all.
    await open(page, "business", "Company name");
    const price = page.getByRole("textbox", { name: "Fragile-only" });
    await price.fill("");
    await price.pressSequentially("abc");
    expect(await price.inputValue()).not.toMatch(/[a-z]/);

    // A new FAQ question without an answer is refused in its own form, beside the answer.
    await open(page, "faq", "Questions");
    await page.getByRole("button", { name: "Add" }).first().click();
    const question = page.getByRole("dialog");
    await question.getByRole("textbox", { name: "Anchor" }).fill("pianos");
    await question.getByRole("textbox", { name: "Question" }).fill("Do you move pianos?");
    await question.getByRole("button", { name: "Add", exact: true }).last().click();
    await expect(question.getByText("Must have at least 1 item.")).toBeVisible();
    await question.getByRole("button", { name: "Cancel" }).click();

    // An iPhone's HEIC photo is refused as it is chosen, under the picture, and not saved.
    await open(page, "aboutPage", "Team picture");
    const team = page.getByRole("group", { name: "Team picture" });
    const chooser = page.waitForEvent("filechooser");
    await team.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles({ name: "IMG_0412.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic") });
    await expect(team.getByRole("alert")).toHaveText(
      'Team picture: "IMG_0412.HEIC" must be a JPEG, PNG, WebP or AVIF file (an iPhone\'s HEIC photo: export or share it as JPEG first)',
    );
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/keystatic/")) saves.push(request.url());
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(team.getByRole("alert"), "still refused after Save").toBeVisible();
    expect(saves, "the editor sent nothing to save").toEqual([]);

    for (const [path, text] of before) expect(readFileSync(file(path), "utf8"), path).toBe(text);
    expect(readdirSync(join(copy, "src/assets/about")).filter((name) => /heic$/i.test(name))).toEqual([]);
  });

  test("a hand edit the build would refuse shows over the editor, and stops the build's content check naming the file and field", async ({
    page,
  }) => {
    // `astro sync` and `astro build` run the content check first (astro.config.ts): no page is rendered.
    /** A hand edit of a content file's text; undone after its case. */
    const edit = (path: string, from: RegExp, to: string) => () => {
      const original = readFileSync(file(path), "utf8");
      writeFileSync(file(path), original.replace(from, to));
      return () => writeFileSync(file(path), original);
    };
    const cover = "../../assets/guides/moving-with-children/sample-moving-with-children.png";
    const cases = [
      // The Markdown step refuses it.
      {
        path: "legal/terms.md",
        slip: edit("legal/terms.md", /^## /m, "{phnoe}\n\n## "),
        field: /Unknown placeholder \{phnoe\} in src\/content\/legal\/terms\.md → text, line \d+/,
      },
      // A field's schema refuses it.
      {
        path: "cities/decatur.yaml",
        slip: edit("cities/decatur.yaml", /^name: Decatur$/m, 'name: ""'),
        field: /name = "": must not be empty/,
      },
      // A guide's cover picture deleted by hand, its file still naming it.
      {
        path: "guides/moving-with-children.md",
        slip: () => {
          const picture = join(file("guides"), cover);
          const kept = readFileSync(picture);
          rmSync(picture);
          return () => writeFileSync(picture, kept);
        },
        field: `cover.src = "${cover}": no such picture file: choose the picture again in the editor`,
      },
      // A text file named photo.jpg shown in a guide's text: the build's picture check refuses it (not `astro sync`).
      {
        path: "guides/how-to-pack-a-kitchen-for-a-move.md",
        slip: () => {
          const picture = join(copy, "src/assets/guides/how-to-pack-a-kitchen-for-a-move/photo.jpg");
          writeFileSync(picture, "Shopping list: tape, boxes, markers.\n");
          const undo = edit("guides/how-to-pack-a-kitchen-for-a-move.md", /plates-on-edge\.png/, "photo.jpg")();
          return () => {
            undo();
            rmSync(picture);
          };
        },
        field: `src/content/guides/how-to-pack-a-kitchen-for-a-move.md → Text: "photo.jpg" is not a picture the site can read`,
        commands: ["build"],
      },
    ];
    // The banner checks every two seconds: the page stays open while the files change under it.
    await page.goto(editor);
    for (const { path, slip, field, commands = ["sync", "build"] } of cases) {
      const undo = slip();
      try {
        const banner = page.getByRole("alert", { name: "The site cannot be published" });
        await expect(banner, path).toContainText(`src/content/${path}`, { timeout: 90_000 });
        await expect(banner, path).toContainText(field);
        for (const command of commands) {
          const refused = run([command]);
          const output = refused.stdout + refused.stderr;
          expect(refused.status, output).not.toBe(0);
          expect(output, `${command}: ${path}`).toContain(`src/content/${path}`);
          expect(output, `${command}: ${path}`).toMatch(field);
        }
      } finally {
        undo();
      }
    }
    await expect(page.getByRole("alert", { name: "The site cannot be published" })).toHaveCount(0, { timeout: 10_000 });
  });

  test("a YAML slip and a deleted author keep neither npm run edit nor the editor shut: the banner names each file, line or field, and what to do; the build still refuses", async ({
    page,
  }) => {
    const business = file("business.yaml");
    const author = file("people/sample-author.yaml");
    const [shippedBusiness, shippedAuthor] = [readFileSync(business, "utf8"), readFileSync(author, "utf8")];
    const guides = readdirSync(file("guides")).filter((name) =>
      readFileSync(file(`guides/${name}`), "utf8").includes("author: sample-author"),
    );
    expect(guides.length, "the guides the shipped author wrote").toBeGreaterThanOrEqual(3);
    server.kill();
    writeFileSync(business, shippedBusiness.replace(/^tagline: (.*)$/m, "tagline: Moving made easy: $1"));
    rmSync(author);
    try {
      await startEditor();
      await page.goto(editor);
      const banner = page.getByRole("alert", { name: "The site cannot be published" });
      await expect(banner).toContainText(
        'src/content/business.yaml, line 5: the tagline has a colon: put the text in quotes ("…")',
        { timeout: 90_000 },
      );
      for (const guide of guides) {
        await expect(banner).toContainText(`Invalid content in src/content/guides/${guide}:`);
        await expect(banner).toContainText(
          `author = "sample-author": no such person in src/content/people/ (deleted or renamed): choose the guide's author again in the editor, or add the person back under People`,
        );
      }
      // The rest of the editor works: another screen opens and shows its fields.
      await open(page, "homePage", "Headline");
      const refused = run(["sync"]);
      expect(refused.status, refused.stdout + refused.stderr).not.toBe(0);
      expect(refused.stdout + refused.stderr).toContain("src/content/business.yaml, line 5: the tagline has a colon");
    } finally {
      writeFileSync(business, shippedBusiness);
      writeFileSync(author, shippedAuthor);
    }
    await expect(page.getByRole("alert", { name: "The site cannot be published" })).toHaveCount(0, { timeout: 10_000 });
  });

  test("Ready to launch? counts what is left, grouped by the editor's screens in its labels, links each screen and its page, and follows a save", async ({
    page,
  }) => {
    const groups = launchGroups(readBusiness(), contentFiles());
    const count = launchCount(groups);
    await page.goto(editor);
    await page.getByRole("link", { name: `Ready to launch? ${count} left` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ready to launch?" })).toBeVisible();
    await expectLaunchList(page, groups);
    await expect(page.getByRole("region", { name: "Testimonials" })).toContainText(
      "Testimonials → Karen M. → Confirmed by the owner: tick it once",
    );
    // No internal key, in any item.
    const list = await page.getByRole("main").innerText();
    for (const key of ["wordsConfirmed", "policies.", "testimonials.3", "src/content/"])
      expect(list).not.toContain(key);
    // Each screen's links: the page visitors see, and the editor's screen.
    await expect(
      page.getByRole("region", { name: "Cities → Decatur" }).getByRole("link", { name: "See the page" }),
    ).toHaveAttribute("href", "/movers-decatur-ga");
    await page
      .getByRole("region", { name: "People (guide authors) → Sample Author" })
      .getByRole("link", { name: "Open in the editor" })
      .click();
    const confirmed = page.getByRole("checkbox", { name: "Confirmed by the owner" });
    await expect(confirmed).toBeVisible({ timeout: 90_000 });
    // A tick saved in the editor leaves the list at once, on the page open in another tab.
    const launchTab = await page.context().newPage();
    await launchTab.goto(`${site}/keystatic/ready-to-launch`);
    const author = file("people/sample-author.yaml");
    const shippedAuthor = readFileSync(author, "utf8");
    try {
      await confirmed.check();
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => readFileSync(author, "utf8")).toContain("confirmed: true");
      // Within the page's two-second round, and the save's own time on a busy machine.
      await expect(launchTab.getByText(`Not yet: ${count - 1} things`)).toBeVisible({ timeout: 10_000 });
      await expect(launchTab.getByRole("region", { name: "People (guide authors) → Sample Author" })).toHaveCount(0);
    } finally {
      writeFileSync(author, shippedAuthor);
      await launchTab.close();
    }
  });

  test("two windows and two browsers editing one entry: a save reloads no other window, keeps its typed words, and the second save is refused rather than undo the first", async ({
    browser,
  }) => {
    const business = file("business.yaml");
    const shippedBusiness = readFileSync(business, "utf8");
    // Each case in browsers of its own, so no draft Keystatic keeps from one case reaches the next.
    for (const name of ["two windows of one browser", "two browsers"]) {
      const firstBrowser = await browser.newContext();
      const otherBrowser = name === "two browsers" ? await browser.newContext() : firstBrowser;
      try {
        const first = await firstBrowser.newPage();
        const other = await otherBrowser.newPage();
        for (const window of [first, other]) await open(window, "business", "Company name");
        const tagline = `Saved first, in ${name}`;
        await first.getByRole("textbox", { name: "Tagline" }).fill(tagline);
        await other.getByRole("textbox", { name: "Short name" }).fill("Typed later");
        await first.getByRole("button", { name: "Save" }).click();
        await expect.poll(() => readFileSync(business, "utf8"), { message: name }).toContain(tagline);
        // The other window was not reloaded: what was typed there is still there.
        await other.waitForTimeout(3000);
        await expect(other.getByRole("textbox", { name: "Short name" }), name).toHaveValue("Typed later");
        await other.getByRole("button", { name: "Save" }).click();
        await expect(
          other.getByText("Not saved: src/content/business.yaml changed in another window or browser"),
          name,
        ).toBeVisible();
        expect(readFileSync(business, "utf8"), `${name}: the first save is kept`).toContain(tagline);
        expect(readFileSync(business, "utf8")).not.toContain("Typed later");
        // Reloaded, the second window shows the first save, and saves its own change over it.
        await open(other, "business", "Company name");
        await expect(other.getByRole("textbox", { name: "Tagline" })).toHaveValue(tagline);
        await other.getByRole("textbox", { name: "Short name" }).fill("Typed later");
        await other.getByRole("button", { name: "Save" }).click();
        await expect.poll(() => readFileSync(business, "utf8"), { message: name }).toContain("shortName: Typed later");
        expect(readFileSync(business, "utf8")).toContain(tagline);
      } finally {
        await firstBrowser.close();
        await otherBrowser.close();
        writeFileSync(business, shippedBusiness);
      }
    }
  });

  test("every shipped entry opens in the editor as it is and saves with one change, the file otherwise unchanged", async ({
    page,
  }) => {
    test.setTimeout(900_000);
    // Entries with a picture are the picture work's (tests/e2e/editor-pictures.test.ts): today Save refuses a guide's
    // cover, and renames a kept sample picture (sample-logo.png to src.png) in every other entry.
    const entries = contentFiles().filter(({ schema, data }) => picturesIn(schema, data).length === 0);
    for (const { key, id, file: path, data, schema } of entries) {
      const kind = contentKinds[key];
      const address = kind.kind === "singleton" ? `singleton/${key}` : `collection/${key}/item/${id}`;
      const before = readFileSync(join(copy, path), "utf8");
      await page.goto(`${editor}/${address}`);
      const save = page.getByRole("button", { name: "Save" });
      await expect(save, path).toBeVisible({ timeout: 90_000 });
      // The change: the entry's first box, or in an entry that is one list, its first item's first box or text.
      const values = Object.values(data as Record<string, unknown>);
      const [list] = values.filter(Array.isArray) as { name: string }[][];
      if (!values.some((value) => typeof value === "boolean") && list) {
        await page.getByText(list[0]!.name, { exact: true }).first().click();
        const dialog = page.getByRole("dialog");
        const box = dialog.getByRole("checkbox").first();
        if (await box.count()) await box.click();
        else await dialog.getByRole("textbox").first().fill(`${list[0]!.name} Park`);
        await dialog.getByRole("button", { name: "Done" }).click();
      } else {
        await page.getByRole("checkbox").first().click();
      }
      await save.click();
      // Read as the build reads it (a default Keystatic writes out, like a testimonial's `source: none`, is no change).
      const read = (text: string) =>
        schema.safeParse(load(path.endsWith(".md") ? splitMarkdown(text).frontmatter : text));
      // The save writes the file in place: a read between its truncation and its text finds it empty.
      const saved = () => {
        const text = readFileSync(join(copy, path), "utf8");
        return text !== before && read(text).success ? text : undefined;
      };
      await expect.poll(saved, { message: path }).toBeDefined();
      const [was, now] = [before, saved()!].map((text) => leaves(read(text).data));
      const changed = [...new Set([...was!.keys(), ...now!.keys()])].filter((key) => was!.get(key) !== now!.get(key));
      expect(changed, `${path}: only the one change`).toHaveLength(1);
      if (path.endsWith(".md"))
        expect(splitMarkdown(readFileSync(join(copy, path), "utf8")).body).toBe(splitMarkdown(before).body);
      writeFileSync(join(copy, path), before);
    }
  });

  test("saves a phone typed once, a new company name, a photo and a new moving guide; one build of them all: the new phone dials, the new name replaces the old everywhere, the photo is responsive, the guide is listed, paged, in the sitemap and feed; a draft is nowhere; a 3,000-word guide keeps LCP and CLS; a legal page shows the trust points added to it", async ({
    page,
  }) => {
    // One test, so the page is never closed while the dev server is still taking in an upload
    // (closing it then hangs); the server stops before the build.
    await open(page, "business", "Company name");
    await page.getByRole("textbox", { name: "Company name" }).fill(newName);
    await page.getByRole("textbox", { name: "Legal name" }).fill(`${newName}, LLC`);
    await page.getByRole("textbox", { name: "Short name" }).fill("PF Movers");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(404) 555-MOVE");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => readFileSync(file("business.yaml"), "utf8"), { timeout: 15_000 })
      .toContain("(404) 555-MOVE");
    const saved = readFileSync(file("business.yaml"), "utf8");
    expect(saved).toContain(`name: ${newName}`);
    // Saved as a hand edit would be formatted: npm test stays green after an owner's save.
    expect(saved).toBe(keystaticYaml(saved));

    // A 2400 by 1600 photo, as a phone camera would give one.
    const photo = join(copy, "crew.jpg");
    await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: "#777",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toFile(photo);
    await open(page, "aboutPage", "Team picture");
    const team = page.getByRole("group", { name: "Team picture" });
    const chooser = page.waitForEvent("filechooser");
    await team.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles(photo);
    await team.getByRole("textbox", { name: "Alt text" }).fill("Our crew loading a truck on a Decatur street");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => readFileSync(file("pages/about.yaml"), "utf8"), { timeout: 15_000 })
      .toContain("Our crew loading a truck on a Decatur street");
    const upload = /src: (\.\.\/\.\.\/assets\/about\/\S+\.jpg)/.exec(
      readFileSync(file("pages/about.yaml"), "utf8"),
    )?.[1];
    expect(upload, "the picture's path in the About page's file").toBeDefined();
    await expect
      .poll(() => existsSync(join(copy, "src/content/pages", upload!)), { message: "the photo, in the repository" })
      .toBe(true);

    // In this test the dev server stopped answering the page's next load after an upload (twice
    // on this machine); the guide is written after a fresh start, as the owner's next `npm run edit`.
    server.kill();
    await startEditor();
    await writeGuideInEditor(page, site, copy);
    const guide = join(copy, "src/content/guides", `${newGuide.slug}.md`);
    // Polled until written through: the file may exist a moment before its text is in it.
    await expect
      .poll(() => (existsSync(guide) ? readFileSync(guide, "utf8") : ""), { timeout: 20_000 })
      .toContain("## ");
    const savedGuide = readFileSync(guide, "utf8");
    expect(savedGuide).toContain(`title: ${newGuide.title}`);
    expect(savedGuide).toContain(`published: ${newGuide.published}`);
    expect(savedGuide).toContain("author: sample-author");
    expect(savedGuide).toContain(`## ${newGuide.heading}`);
    const cover = /cover:\n {2}src: (\.\.\/\.\.\/assets\/guides\/\S+\.png)/.exec(savedGuide)?.[1];
    expect(cover, "the cover's path in the guide's file").toBeDefined();
    // The editor writes the uploaded cover beside the text: it must be there before the build.
    await expect.poll(() => existsSync(join(copy, "src/content/guides", cover!)), { timeout: 20_000 }).toBe(true);

    server.kill(); // the editor's work is done: its CPU goes to the build
    writeDraftGuide(copy);
    await writeLongGuide(copy);
    // The legal pages ship without trust points; one added by hand shows under the page's headline.
    const terms = file("legal/terms.md");
    writeFileSync(terms, readFileSync(terms, "utf8").replace("highlights: []", "highlights: [Plain-language terms]"));
    const pages = join(copy, "dist");
    const build = run(["build", "--outDir", pages]);
    expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
    const built = (path: string) => readFileSync(join(pages, path), "utf8");

    for (const path of ["index.html", "about/index.html", "movers-decatur-ga/index.html"]) {
      const header = /<header[\s\S]*?<\/header>/.exec(built(path))?.[0] ?? "";
      expect(header, path).toContain("(404) 555-MOVE");
      expect(header, path).toContain('href="tel:+14045556683"');
      expect(header, path).not.toContain(shipped.phone.display);
    }

    // The photo, as AVIF and WebP at the widths the section draws it, with its size and its words.
    const about = built("about/index.html");
    const img = /<img[^>]*alt="Our crew loading a truck on a Decatur street"[^>]*>/.exec(about)?.[0];
    expect(img, "the team photo on /about").toBeDefined();
    expect(img).toMatch(/width="2400"/);
    expect(img).toMatch(/height="1600"/);
    const picture = about.slice(about.lastIndexOf("<picture>", about.indexOf(img!)), about.indexOf(img!));
    expect(picture).toMatch(/type="image\/avif" srcSet="[^"]*\/_astro\/[^"]*\.avif 480w,[^"]* 800w,[^"]* 1200w"/);
    expect(picture).toMatch(/type="image\/webp"/);

    // The old name nowhere: not in a page, the feed, the manifest, the structured data or a script.
    for (const { file: path, text } of builtTexts(pages))
      for (const old of [shipped.name, shipped.shortName, shipped.legalName])
        expect(text.includes(old), `${path} still says "${old}"`).toBe(false);
    expect(built("index.html")).toContain(newName);

    expectGuideInBuild(pages);
    const termsHero = /<header[\s\S]*?<\/header>[\s\S]*?<h2/.exec(built("terms/index.html"))?.[0] ?? "";
    expect(termsHero, "the top of /terms, above its first section").toMatch(
      /<li[^>]*><span[^>]*><\/span>Plain-language terms<\/li>/,
    );
    // Served as `npm run serve -- --dir` serves it.
    const builtSite = await serveBuild(pages);
    try {
      const metrics = await paintAndShift(
        page,
        `http://127.0.0.1:${builtSite.port}/moving-guides/a-long-guide-with-ten-pictures`,
      );
      test.info().annotations.push({ type: "long guide", description: JSON.stringify(metrics) });
      expect(metrics.lcpElement, "the cover is the largest paint").toBe("IMG high");
      expect(metrics.lcp).toBeLessThan(2500);
      expect(metrics.cls).toBeLessThan(0.1);
    } finally {
      builtSite.close();
    }
  });
});

test("the public build holds no editor: no /keystatic page, no Keystatic code, no content check", () => {
  expect(existsSync(join(dist, "keystatic"))).toBe(false);
  expect(existsSync(join(dist, "api"))).toBe(false);
  const scripts = readdirSync(join(dist, "_astro")).filter((file) => file.endsWith(".js"));
  for (const file of scripts) {
    const text = readFileSync(join(dist, "_astro", file), "utf8");
    expect(text, file).not.toMatch(/keystatic/i);
    expect(text, file).not.toContain("_content-check");
  }
});
