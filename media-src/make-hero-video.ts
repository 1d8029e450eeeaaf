/**
 * Redraws the sample hero loop from hero.svg beside it: public/videos/sample-hero-loop.mp4
 * (H.264, yuv420p, faststart; every browser plays it), 1280x720, 24 fps, 8 s, no audio. Its first
 * frame is the sample hero still, so the still works as the poster and the cross-fade to the video
 * is invisible. The home page's words name it (Hero video), and the owner can replace or remove it
 * there. A one-off tool: the output is committed, so run it only after changing the hero art.
 * Needs ffmpeg (Debian: apt-get install -y ffmpeg).
 *
 *   node media-src/make-hero-video.ts
 *
 * Motion is a pure function of time with period = the clip length, and every offset is zero
 * at t = 0, so frame 0 is the still and the last frame runs smoothly into the first.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";

const root = join(import.meta.dirname, "..");
const sourceFile = join(import.meta.dirname, "hero.svg");
const mp4 = join(root, "public/videos/sample-hero-loop.mp4");
const W = 1280;
const H = 720;
const SECONDS = 8;
const FPS = 24;
const FRAMES = SECONDS * FPS;
const BUDGET_BYTES = 400 * 1024;

const TAU = Math.PI * 2;
/** One full sine cycle per loop (or `cycles` of them), zero at t = 0. */
const wave = (t: number, cycles = 1, phase = 0) => Math.sin(TAU * cycles * t + phase) - Math.sin(phase);
/** 0 at t = 0, peaks at 1 mid-cycle: for "dim a little, come back" effects. */
const dip = (t: number, cycles = 1, phase = 0) => (1 - Math.cos(TAU * cycles * t + phase)) / 2;

/** Adds attributes to `<g id="…">`; the source leaves transform and opacity off these groups. */
function setGroup(svg: string, id: string, attributes: string): string {
  const tag = `<g id="${id}"`;
  if (!svg.includes(tag)) throw new Error(`${relative(root, sourceFile)} has no group with id="${id}"`);
  return svg.replace(tag, `${tag} ${attributes}`);
}

/**
 * Clouds drift continuously: each is drawn twice, one copy sliding out while fading, the other
 * sliding in from `distance` behind while appearing; at t = 1 the second copy sits exactly where
 * the first began, so the loop has no jump.
 */
function driftClouds(svg: string, t: number): string {
  return svg.replace(/<g id="(cloud-\d+)">([\s\S]*?)<\/g>/g, (_match, id: string, body: string) => {
    const n = Number(id.slice("cloud-".length));
    const distance = 70 + n * 22; // each cloud at its own speed, so they never move in lockstep
    const x = (distance * t).toFixed(2);
    return (
      `<g id="${id}" transform="translate(${x} 0)" opacity="${(1 - t).toFixed(3)}">${body}</g>` +
      `<g transform="translate(${(distance * t - distance).toFixed(2)} 0)" opacity="${t.toFixed(3)}">${body}</g>`
    );
  });
}

/** The scene at loop phase t in [0, 1). */
function frameSvg(base: string, t: number): string {
  let svg = driftClouds(base, t);
  // Gentle camera sway with parallax: the nearer the layer, the further it moves (px at 2400 wide).
  const sway = (amplitude: number) => `transform="translate(${(amplitude * wave(t)).toFixed(2)} 0)"`;
  svg = setGroup(svg, "far", sway(-5));
  svg = setGroup(svg, "mid", sway(-12));
  svg = setGroup(svg, "near", sway(-22));
  // Stars twinkle out of step; tower beacons blink every 2 s; headlights breathe faintly.
  svg = setGroup(svg, "stars-a", `opacity="${(1 - 0.55 * dip(t, 3)).toFixed(3)}"`);
  svg = setGroup(svg, "stars-b", `opacity="${(1 - 0.55 * dip(t, 2, Math.PI)).toFixed(3)}"`);
  svg = setGroup(svg, "beacons", `opacity="${(1 - 0.85 * dip(t, SECONDS / 2) ** 2).toFixed(3)}"`);
  svg = setGroup(svg, "headlight", `opacity="${(1 - 0.15 * dip(t, 2)).toFixed(3)}"`);
  return svg;
}

function requireFfmpeg(): void {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], {
    stdio: "ignore",
  });
  if (probe.error || probe.status !== 0) {
    throw new Error("ffmpeg not found. Install it (Debian: apt-get install -y ffmpeg) and run again.");
  }
}

async function main(): Promise<void> {
  requireFfmpeg();
  const started = performance.now();
  const base = await readFile(sourceFile, "utf8");
  await mkdir(dirname(mp4), { recursive: true });
  const tmp = (file: string) => file.replace(/(\.\w+)$/, ".tmp$1");

  // Tag and convert as BT.709 explicitly: untagged video is guessed at by browsers, and a wrong
  // guess shifts the colours, which would make the still-to-video fade visible.
  const color = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"];
  const toYuv = ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"];
  // prettier-ignore
  const args = [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${W}x${H}`, "-r", String(FPS), "-i", "pipe:0",
    ...toYuv, ...color, "-an", "-c:v", "libx264", "-preset", "veryslow", "-tune", "animation", "-crf", "23",
    "-profile:v", "high", "-g", String(FRAMES), "-movflags", "+faststart", "-f", "mp4", tmp(mp4),
  ];
  const ffmpeg = spawn("ffmpeg", args, {
    stdio: ["pipe", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with code ${code}`))));
  });

  try {
    // Render at the output size directly (density scales the 2400-wide art down to W).
    const density = (72 * W) / 2400;
    for (let frame = 0; frame < FRAMES; frame++) {
      const svg = frameSvg(base, frame / FRAMES);
      const pixels = await sharp(Buffer.from(svg), { density }).resize(W, H).removeAlpha().raw().toBuffer();
      if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
      if (frame % FPS === 0) process.stdout.write(`\rmake-hero-video: frame ${frame}/${FRAMES}`);
    }
    ffmpeg.stdin.end();
    await exited;
  } catch (error) {
    ffmpeg.kill();
    await rm(tmp(mp4), { force: true });
    throw error;
  }
  await rename(tmp(mp4), mp4);

  const sizes = await Promise.all([mp4].map(async (file) => [file, (await stat(file)).size] as const));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary = sizes.map(([file, size]) => `${relative(root, file)} ${(size / 1024).toFixed(0)} KB`).join(", ");
  process.stdout.write(`\rmake-hero-video: ${FRAMES} frames -> ${summary} in ${seconds}s\n`);
  const over = sizes.filter(([, size]) => size > BUDGET_BYTES);
  if (over.length > 0) {
    throw new Error(
      `over the ${BUDGET_BYTES / 1024} KB budget: ${over.map(([f]) => relative(root, f)).join(", ")} (raise -crf)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`\nmake-hero-video: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
