/**
 * Renders the favicons and app icons the site serves from public/, from media-src/logo-mark.svg.
 * The pictures on the pages are the owner's (src/assets/), rendered by Astro's image pipeline.
 *
 *   npx node scripts/build-media.ts             only what is missing or older than its sources
 *   npx node scripts/build-media.ts --force     everything
 *   npx node scripts/build-media.ts --samples   the sample pictures, src/assets/(folder)/sample-… (committed)
 *
 * public/ output is generated (gitignored); media-src/ is the source of truth.
 */
import { readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { parseArgs } from "node:util";
import sharp, { type Sharp } from "sharp";
import { brandToken, cssColor } from "../src/lib/assets/brand-colors.ts";
import { icons } from "../src/lib/media.ts";

const root = join(import.meta.dirname, "..");
const sourceDir = join(root, "media-src");
const publicDir = join(root, "public");
const assetsDir = join(root, "src", "assets");
const thisScript = import.meta.filename;

const stylesheet = join(root, "src", "styles", "app.css");
/** The brand's navy, from the design's tokens. */
const NAVY = cssColor(readFileSync(stylesheet, "utf8"), brandToken);
/** A unit of work: skipped when every output exists and is newer than every input. */
type Job = { inputs: string[]; outputs: string[]; run: () => Promise<void> };

const src = (name: string) => join(sourceDir, name);
/** "/icon-192.png" -> public/icon-192.png */
const out = (urlPath: string) => join(publicDir, ...urlPath.split("/").filter(Boolean));

/** Writes beside the target, then renames: an interrupted run never leaves a fresh-looking half file. */
async function writeAtomically(file: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    await write(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

const toFile = (img: Sharp, file: string) => writeAtomically(file, (tmp) => img.toFile(tmp));
const copy = (from: string, to: string): Job => ({
  inputs: [from],
  outputs: [to],
  run: () => writeAtomically(to, (tmp) => copyFile(from, tmp)),
});

function iconsJob(): Job {
  const mark = src("logo-mark.svg");
  // A palette PNG looks the same for a flat mark at a third less weight (icon-192: 10.4 to 6.3 KB);
  // browsers fetch the icons beside the first page.
  const png = (img: Sharp) => img.png({ compressionLevel: 9, palette: true, effort: 10 });
  /** The mark (a navy disc) centred on a full-bleed navy square, for platforms that crop. */
  const onNavy = async (size: number, markSize: number) =>
    sharp({
      create: { width: size, height: size, channels: 4, background: NAVY },
    }).composite([
      {
        input: await sharp(mark, { density: (72 * markSize) / 100 })
          .resize(markSize, markSize)
          .png()
          .toBuffer(),
        gravity: "centre",
      },
    ]);
  // Render at the target size (density) rather than downscaling, so edges stay crisp at 32 px.
  const sized = (size: number) => sharp(mark, { density: (72 * size) / 100 }).resize(size, size);
  return {
    inputs: [mark, stylesheet, thisScript],
    outputs: [icons.png32, icons.appleTouch, icons.icon192, icons.icon512, icons.maskable512].map(out),
    run: async () => {
      await Promise.all([
        toFile(png(sized(32)), out(icons.png32)),
        toFile(png(sized(192)), out(icons.icon192)),
        toFile(png(sized(512)), out(icons.icon512)),
        // iOS rounds the corners itself and shows transparency as black: opaque navy, mark inset.
        toFile(png((await onNavy(180, 148)).flatten({ background: NAVY })), out(icons.appleTouch)),
        // Maskable icons may be cropped to a circle of 80% diameter: the mark stays inside it.
        toFile(png((await onNavy(512, 384)).flatten({ background: NAVY })), out(icons.maskable512)),
      ]);
    },
  };
}

/**
 * The sample pictures the content ships with, drawn from media-src/ into the folder of the
 * picture field that names each (src/assets/<folder>/sample-*), where the editor finds them. They
 * are committed, since the content names them like any upload: run with --samples after changing
 * the artwork. Astro's image pipeline renders them for the pages like any other picture.
 */
function samplePictureJobs(): Job[] {
  const asset = (path: string) => join(assetsDir, path);
  const webp = (art: string, ...targets: string[]): Job => ({
    inputs: [src(`${art}.svg`), thisScript],
    outputs: targets.map(asset),
    run: async () => {
      const image = sharp(src(`${art}.svg`))
        .flatten({ background: "#ffffff" })
        .webp({ quality: 90, effort: 6 });
      for (const target of targets) await toFile(image.clone(), asset(target));
    },
  });
  const mark: Job = {
    inputs: [src("logo-mark.svg"), thisScript],
    outputs: [asset("brand/sample-logo.png")],
    run: () =>
      toFile(
        sharp(src("logo-mark.svg"), { density: 72 * 4 })
          .resize(400, 400)
          .png({ palette: true }),
        asset("brand/sample-logo.png"),
      ),
  };
  return [
    webp("hero", "home/sample-hero.webp", "brand/sample-share.webp"),
    webp("about-team", "about/sample-team.webp"),
    webp("storage", "storage/sample-storage.webp"),
    mark,
  ];
}

/** Removes leftovers of a run that was killed mid-write (they would otherwise be deployed). */
async function sweepTempFiles(): Promise<void> {
  for (const dir of [publicDir, join(publicDir, "media")]) {
    const names = await readdir(dir).catch(() => []);
    await Promise.all(
      names.filter((name) => /\.tmp-\d+$/.test(name)).map((name) => rm(join(dir, name), { force: true })),
    );
  }
}

async function mtimeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function isFresh(job: Job): Promise<boolean> {
  const inputTimes = await Promise.all(
    job.inputs.map(async (file) => {
      const time = await mtimeOf(file);
      if (time === undefined) throw new Error(`missing source ${relative(root, file)}`);
      return time;
    }),
  );
  const outputTimes = await Promise.all(job.outputs.map(mtimeOf));
  if (outputTimes.some((time) => time === undefined)) return false;
  return Math.min(...(outputTimes as number[])) >= Math.max(...inputTimes);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { force: { type: "boolean", default: false }, samples: { type: "boolean", default: false } },
  });
  const started = performance.now();

  const jobs: Job[] = values.samples ? samplePictureJobs() : [iconsJob(), copy(src("logo-mark.svg"), out(icons.svg))];

  const stale: Job[] = [];
  for (const job of jobs) if (values.force || !(await isFresh(job))) stale.push(job);

  await sweepTempFiles();
  // Two at a time: each job already keeps libvips' threads busy; more would only add memory.
  // After a failure no new job starts, but running ones finish, so no temp file is left behind.
  const queue = [...stale];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job && failures.length === 0; job = queue.shift()) {
      await job.run().catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length > 0) throw failures[0];

  const written = stale.reduce((n, job) => n + job.outputs.length, 0);
  const total = jobs.reduce((n, job) => n + job.outputs.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-media: ${written} written, ${total - written} up to date (${total} files) in ${seconds}s`);
}

main().catch((error: unknown) => {
  console.error(`build-media: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
