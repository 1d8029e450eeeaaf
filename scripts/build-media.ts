/**
 * Renders the artwork in media-src/ into the files the site serves from public/:
 *   - every image in src/lib/media.ts as AVIF + WebP at its layout widths, plus one JPEG
 *   - favicons and app icons from the logo mark
 *   - the 1200x630 share card
 *   - the logo SVGs and the hero loop videos, copied as they are
 *
 *   npx node scripts/build-media.ts           only what is missing or older than its sources
 *   npx node scripts/build-media.ts --force   everything
 *
 * public/ output is generated (gitignored); media-src/ is the source of truth.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { parseArgs } from "node:util";
import sharp, { type Sharp } from "sharp";
import {
  type ImageAsset,
  type ImageFormat,
  fallbackWidth,
  heroImage,
  heroVideoSources,
  icons,
  images,
  imageUrl,
  logos,
  shareCard,
} from "../src/lib/media.ts";

const root = join(import.meta.dirname, "..");
const sourceDir = join(root, "media-src");
const publicDir = join(root, "public");
const thisScript = import.meta.filename;

const NAVY = "#0f2340";
const NAVY_DARK = "#0a1628";
const AMBER = "#f2a541";
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

// Flat illustrations compress far better than photos, so moderate settings already look clean;
// effort is kept low enough that a cold run stays well under 20 s on 2 cores.
const encoders = {
  avif: (img: Sharp) => img.avif({ quality: 56, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (img: Sharp) => img.webp({ quality: 78, effort: 4, smartSubsample: true }),
  jpg: (img: Sharp) => img.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
} satisfies Record<ImageFormat, (img: Sharp) => Sharp>;

/** A unit of work: skipped when every output exists and is newer than every input. */
type Job = { inputs: string[]; outputs: string[]; run: () => Promise<void> };

const src = (name: string) => join(sourceDir, name);
/** "/media/hero-640.avif" -> public/media/hero-640.avif */
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

function responsiveImageJob(image: ImageAsset): Job {
  const source = src(`${image.name}.svg`);
  const targets: [number, ImageFormat][] = [
    ...image.widths.flatMap((w): [number, ImageFormat][] => [
      [w, "avif"],
      [w, "webp"],
    ]),
    [fallbackWidth(image), "jpg"],
  ];
  return {
    inputs: [source, thisScript],
    outputs: targets.map(([w, format]) => out(imageUrl(image, w, format))),
    run: async () => {
      // Rasterise once at full size; each width is a Lanczos downscale of that one bitmap.
      const { data, info } = await sharp(source)
        .flatten({ background: "#ffffff" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.width !== image.width || info.height !== image.height) {
        throw new Error(
          `${relative(root, source)} is ${info.width}x${info.height}, but src/lib/media.ts says ${image.width}x${image.height}`,
        );
      }
      const raw = {
        raw: {
          width: info.width,
          height: info.height,
          channels: info.channels,
        },
      };
      await Promise.all(
        targets.map(([w, format]) =>
          toFile(encoders[format](sharp(data, raw).resize({ width: w })), out(imageUrl(image, w, format))),
        ),
      );
    },
  };
}

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
    inputs: [mark, thisScript],
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

function shareCardJob(): Job {
  const hero = src(`${heroImage.name}.svg`);
  const logo = src("logo-on-dark.svg");
  const { width: W, height: H } = shareCard;
  return {
    inputs: [hero, logo, thisScript],
    outputs: [out(shareCard.src)],
    run: async () => {
      // The right-hand part of the hero (skyline, truck, house), full height of the card.
      const heroWidth = Math.round((heroImage.width * H) / heroImage.height);
      const artWidth = 640;
      const art = await sharp(hero)
        .resize({ height: H })
        .extract({
          left: heroWidth - artWidth,
          top: 0,
          width: artWidth,
          height: H,
        })
        .png()
        .toBuffer();
      // Nest the logo as an inner <svg>, placed and sized by the card.
      const logoSvg = (await readFile(logo, "utf8")).replace(
        /^<svg[^>]*?(viewBox="[^"]*")[^>]*>/,
        '<svg x="64" y="64" width="352" height="90" $1>',
      );
      const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
        <defs><linearGradient id="fade" x1="0" x2="1">
          <stop offset="0" stop-color="${NAVY}"/><stop offset=".45" stop-color="${NAVY}" stop-opacity=".88"/>
          <stop offset=".62" stop-color="${NAVY}" stop-opacity=".25"/><stop offset=".8" stop-color="${NAVY}" stop-opacity="0"/>
        </linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#fade)"/>
        ${logoSvg}
        <g font-family="${FONT}">
        <text x="64" y="262" font-size="52" font-weight="bold" fill="#ffffff">Family-owned.</text>
        <text x="64" y="326" font-size="52" font-weight="bold" fill="#ffffff">Veteran-operated.</text>
        <rect x="64" y="352" width="72" height="5" rx="2.5" fill="${AMBER}"/>
        <text x="64" y="412" font-size="34" fill="#e4eaf3">Moving Metro Atlanta</text>
        <text x="64" y="456" font-size="34" font-weight="bold" fill="${AMBER}">since 1969.</text>
        <text x="64" y="566" font-size="21" letter-spacing="1.5" fill="#9fb0c9">PEACHTREE CORNERS, GEORGIA</text>
        </g>
      </svg>`;
      const card = sharp({
        create: { width: W, height: H, channels: 3, background: NAVY_DARK },
      })
        .composite([
          { input: art, left: W - artWidth, top: 0 },
          { input: Buffer.from(text), left: 0, top: 0 },
        ])
        .flatten({ background: NAVY_DARK });
      await toFile(encoders.jpg(card), out(shareCard.src));
    },
  };
}

function videoJobs(): Job[] {
  return heroVideoSources.map(({ src: url }) => {
    const file = url.split("/").pop() ?? url;
    return copy(src(join("video", file)), out(url));
  });
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
      if (time === undefined) {
        const hint = file.includes(join("media-src", "video"))
          ? " (regenerate it with scripts/make-hero-video.ts)"
          : "";
        throw new Error(`missing source ${relative(root, file)}${hint}`);
      }
      return time;
    }),
  );
  const outputTimes = await Promise.all(job.outputs.map(mtimeOf));
  if (outputTimes.some((time) => time === undefined)) return false;
  return Math.min(...(outputTimes as number[])) >= Math.max(...inputTimes);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { force: { type: "boolean", default: false } },
  });
  const started = performance.now();

  const jobs: Job[] = [
    ...Object.values(images).map(responsiveImageJob),
    iconsJob(),
    shareCardJob(),
    copy(src("logo-mark.svg"), out(icons.svg)),
    ...Object.values(logos).map(({ src: url }) => copy(src(url.split("/").pop() ?? url), out(url))),
    ...videoJobs(),
  ];

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
