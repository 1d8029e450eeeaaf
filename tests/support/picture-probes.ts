/**
 * The pictures an owner's phone, scanner or slip can produce, made at test time (never committed), and what a
 * build of them must never publish: the owner's editor and the build are both tried with them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Words written into the GPS photo's EXIF beside its position: no published file may hold them. */
export const gpsMarker = "taken-at-the-owners-home";

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 20000 × 20000 black PNG: 400 megapixels that squeeze into a small file, as a decompression bomb does. */
function bombPng() {
  const size = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // one bit a pixel, grey: each row is a filter byte and 2500 zero bytes
  const rows = deflateSync(Buffer.alloc(size * (1 + size / 8)), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

/** The probes, written into `folder`: each file's path. */
export async function writePictureProbes(folder: string) {
  const files = {
    bomb: join(folder, "bomb.png"),
    // A scan saved without compression: 4400 × 4400 pixels (19 megapixels, within the limit), 58 MB on disk.
    huge: join(folder, "scan-58mb.png"),
    text: join(folder, "photo.jpg"),
    // Wider than any page draws a picture, with where it was taken in its EXIF.
    gps: join(folder, "backyard.jpg"),
  };
  writeFileSync(files.bomb, bombPng());
  await sharp({ create: { width: 4400, height: 4400, channels: 3, background: "#6b7f99" } })
    .png({ compressionLevel: 0 })
    .toFile(files.huge);
  writeFileSync(files.text, "Shopping list: tape, boxes, markers.\n");
  await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: "#4a6",
      noise: { type: "gaussian", mean: 0, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { ImageDescription: gpsMarker },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "33/1 44/1 56/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "84/1 23/1 17/1",
      },
    })
    .toFile(files.gps);
  return files;
}

/** Every file of a built site, with its path from the build's folder. */
export const builtFiles = (dist: string) =>
  readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => statSync(join(dist, file)).isFile());

/** The files of a build that hold `marker` in their bytes (compressed copies are checked through their originals). */
export const filesHolding = (dist: string, marker: string) =>
  builtFiles(dist).filter((file) => readFileSync(join(dist, file)).includes(marker));

/** The pictures of a build that still carry EXIF (a camera's place, date and model). */
export async function picturesWithExif(dist: string) {
  const pictures = builtFiles(dist).filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
  const read = await Promise.all(
    pictures.map(async (file) => ({ file, ...(await sharp(join(dist, file)).metadata()) })),
  );
  return read.filter(({ exif }) => exif !== undefined).map(({ file }) => file);
}

/**
 * The files of `_astro/` that no page, feed, stylesheet, script or structured data names: a file is named by its
 * file name (a script imports another by a relative path); pre-compressed copies stand with their originals.
 */
export function unreferencedAssets(dist: string) {
  const texts = builtFiles(dist)
    .filter((file) => /\.(html|xml|json|webmanifest|css|js|txt)$/.test(file))
    .map((file) => readFileSync(join(dist, file), "utf8"));
  return readdirSync(join(dist, "_astro"), { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(join(dist, "_astro", file)).isFile() && !/\.(br|gz)$/.test(file))
    .filter((file) => !texts.some((text) => text.includes(file.split("/").pop()!)));
}
