/**
 * The owner's pictures in the editor (`npm run edit`) and then in a build, in a project copy of this suite's own
 * (never the one editor.test.ts edits): a shipped guide opens with its cover and saves as it is; a decompression
 * bomb, a 58 MB scan and a text file named photo.jpg are refused as they are chosen and again by the build, in the
 * same words, naming the file and the field; a phone photo with its GPS position is accepted, asks for its own alt
 * text, and is published only as the smaller copies the page draws, with no trace of where it was taken.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  filesHolding,
  gpsMarker,
  picturesWithExif,
  unreferencedAssets,
  writePictureProbes,
} from "../support/picture-probes.ts";
import { astro, env, freePort, makeProjectCopy, run, waitForServer } from "./project-copy.ts";

/** What the owner sees beside the Team picture for each probe, word for word. */
const says = {
  bomb: 'Team picture: "bomb.png" is 20000 × 20000 pixels, more than the 50 megapixels the site takes; choose a smaller copy (a phone\'s photo is about 12).',
  huge: 'Team picture: "scan-58mb.png" is 58 MB, more than the 25 MB the site takes; export a smaller copy (a phone\'s photo is 2 to 8 MB).',
  text: 'Team picture: "photo.jpg" is not a picture the site can read; choose a JPEG, PNG, WebP or AVIF photo (renaming a file to .jpg does not make it one).',
  gps: 'Team picture: "backyard.jpg" is 2400 pixels wide; visitors get copies at most 1920 pixels wide, without the photo\'s place, date or camera details.',
};
const teamAlt = "Our crew carrying a sofa out of a Decatur home";

let copy: string;
let probes: Awaited<ReturnType<typeof writePictureProbes>>;
let server: ChildProcess | undefined;
let editor: string;
const file = (path: string) => join(copy, "src/content", path);

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  // The first start of a dev server in a fresh copy optimizes its dependencies: a minute or more here.
  test.setTimeout(240_000);
  copy = mkdtempSync(join(tmpdir(), "site-pictures-"));
  makeProjectCopy(copy);
  probes = await writePictureProbes(copy);
  const port = await freePort();
  server = spawn(process.execPath, [astro, "dev", "--port", String(port)], { cwd: copy, env, stdio: "ignore" });
  editor = `http://127.0.0.1:${port}/keystatic`;
  await waitForServer(editor, server);
});
test.afterAll(() => {
  server?.kill();
  rmSync(copy, { recursive: true, force: true });
});

/** Opens an editor form at `path` once `ready` shows; a reload by the dev server cuts the first tries short. */
async function open(page: Page, path: string, ready: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${editor}/${path}`);
      await expect(page.getByText(ready).first()).toBeVisible({ timeout: 90_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test("a shipped guide opens with its cover and saves unchanged but for the edit", async ({ page }) => {
  const path = file("guides/moving-with-children.md");
  const shipped = readFileSync(path, "utf8");
  await open(page, "collection/guides/item/moving-with-children", "Cover picture");
  const cover = page.getByRole("group", { name: "Cover picture" });
  // The preview, with Remove beside it: an empty picture shows neither.
  await expect(cover.locator("img"), "the cover's preview").toBeVisible();
  await expect(cover.getByRole("button", { name: "Remove" })).toBeVisible();
  await page.getByRole("textbox", { name: "Updated" }).fill("2026-12-01");
  await page.getByRole("button", { name: "Save" }).click();
  const edited = shipped.replace("published: 2026-11-09\n", "published: 2026-11-09\nupdated: 2026-12-01\n");
  expect(edited, "the edit the owner made").not.toBe(shipped);
  await expect.poll(() => readFileSync(path, "utf8"), { timeout: 15_000 }).toBe(edited);
  await expect(page.getByText("Picture is required")).toHaveCount(0);
});

test("a bomb, a 58 MB scan and a text file named photo.jpg are refused as chosen; a GPS photo is taken, said to be made smaller, and asks for its own alt text", async ({
  page,
}) => {
  const about = file("pages/about.yaml");
  const shipped = readFileSync(about, "utf8");
  await open(page, "singleton/aboutPage", "Team picture");
  const team = page.getByRole("group", { name: "Team picture" });
  const alt = team.getByRole("textbox", { name: "Alt text" });
  await expect(alt, "the sample's alt text, before a new picture").not.toHaveValue("");
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/keystatic/")) saves.push(request.url());
  });
  const choose = async (path: string) => {
    const chooser = page.waitForEvent("filechooser");
    // The button reads "Choose file" while empty, "Replace" once a picture is there.
    await team.getByRole("button", { name: /Choose file|Replace/ }).click();
    await (await chooser).setFiles(path);
  };

  for (const probe of ["bomb", "huge", "text"] as const) {
    await choose(probes[probe]);
    await expect(team.getByRole("alert"), basename(probes[probe])).toHaveText(says[probe]);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(team.getByRole("alert"), "still refused after Save").toHaveText(says[probe]);
  }
  expect(saves, "the editor sent nothing to save").toEqual([]);
  expect(readFileSync(about, "utf8")).toBe(shipped);

  await choose(probes.gps);
  await expect(team.getByRole("alert")).toHaveCount(0);
  await expect(team.getByRole("status")).toHaveText(says.gps);
  // The sample's words described the sample: the new photo waits for its own.
  await expect(alt).toHaveValue("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(team).toContainText("Alt text must be at least 3 characters");
  expect(saves, "nothing saved without alt text").toEqual([]);
  await alt.fill(teamAlt);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(about, "utf8"), { timeout: 15_000 }).toContain(teamAlt);
  const upload = /src: (\.\.\/\.\.\/assets\/about\/\S+\.jpg)/.exec(readFileSync(about, "utf8"))?.[1];
  expect(upload, "the photo's path in the About page's file").toBeDefined();
  // The editor writes the photo a moment after the page's file: the build must not start before it is there.
  await expect.poll(() => existsSync(join(copy, "src/content/pages", upload!)), { timeout: 20_000 }).toBe(true);
});

test("the build publishes the GPS photo only as the sizes the page draws, with no trace of its position, and refuses the other three naming file and field, in a guide's text too", async () => {
  server?.kill(); // the editor's work is done: its CPU goes to the builds
  const dist = join(copy, "dist");
  const build = run(["build"], {}, copy);
  expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
  const page = readFileSync(join(dist, "about/index.html"), "utf8");
  const img = new RegExp(`<img[^>]*alt="${teamAlt}"[^>]*>`).exec(page)?.[0];
  expect(img, "the new photo on /about").toMatch(/width="2400"/);
  expect(filesHolding(dist, gpsMarker), "files holding the photo's EXIF").toEqual([]);
  expect(await picturesWithExif(dist)).toEqual([]);
  expect(unreferencedAssets(dist)).toEqual([]);
  // Every copy of the photo the page names is no wider than the page draws it (1200 pixels): not the 2400 original.
  const picture = page.slice(page.lastIndexOf("<picture>", page.indexOf(img!)), page.indexOf(img!) + img!.length);
  const copies = [...new Set(picture.match(/\/_astro\/[^\s",]+/g))];
  expect(copies.length, "copies of the photo").toBeGreaterThanOrEqual(4);
  for (const path of copies) expect((await sharp(join(dist, path)).metadata()).width, path).toBeLessThanOrEqual(1200);

  // Each refused probe put in by hand, as a slip in the files would: the build stops before any page, naming each.
  const put = (probe: string, folder: string, content: string, from: RegExp) => {
    copyFileSync(probe, join(copy, "src/assets", folder, basename(probe)));
    const path = file(content);
    const text = readFileSync(path, "utf8");
    const to = `$1../../assets/${folder}/${basename(probe)}`;
    expect(from.test(text), content).toBe(true);
    writeFileSync(path, text.replace(from, to));
  };
  put(probes.bomb, "home", "pages/home.yaml", /^( {4}src: ).*$/m);
  put(probes.huge, "guides", "guides/moving-with-children.md", /^( {2}src: ).*$/m);
  put(probes.text, "about", "pages/about.yaml", /^( {4}src: ).*$/m);
  // A picture in a guide's text, which Astro resizes as it does a cover.
  const kitchen = "guides/how-to-pack-a-kitchen-for-a-move";
  put(probes.text, kitchen, `${kitchen}.md`, /(!\[[^\]]*\]\()[^)]*/);
  const refused = run(["build"], {}, copy);
  const output = refused.stdout + refused.stderr;
  expect(refused.status, output).not.toBe(0);
  for (const line of [
    says.bomb.replace("Team picture", "src/content/pages/home.yaml → Hero picture"),
    says.huge.replace("Team picture", "src/content/guides/moving-with-children.md → Cover picture"),
    says.text.replace("Team picture", "src/content/pages/about.yaml → Team picture"),
    says.text.replace("Team picture", `src/content/${kitchen}.md → Text`),
  ])
    expect(output).toContain(line);
});
