import { describe, expect, it } from "vitest";
import {
  type ImageAsset,
  fallbackSrc,
  fallbackWidth,
  heroImage,
  heroVideoSources,
  images,
  imageUrl,
  srcSet,
} from "./media";

const allImages: ImageAsset[] = Object.values(images);

/** Parses "url 640w, url 960w" into [{ url, width }]. */
function parseSrcSet(value: string) {
  return value.split(", ").map((candidate) => {
    const [url, descriptor, ...rest] = candidate.split(" ");
    expect(rest).toEqual([]);
    expect(descriptor).toMatch(/^\d+w$/);
    return { url: url ?? "", width: Number.parseInt(descriptor ?? "", 10) };
  });
}

describe("srcSet", () => {
  it("lists the hero at every layout width, in the /media/<name>-<width>.<ext> scheme", () => {
    expect(srcSet(heroImage, "avif")).toBe(
      "/media/hero-640.avif 640w, /media/hero-960.avif 960w, /media/hero-1280.avif 1280w, /media/hero-1920.avif 1920w",
    );
  });

  it.each(
    allImages.flatMap((image) => (["avif", "webp"] as const).map((format) => [image.name, format, image] as const)),
  )("%s %s: ascending widths whose URL names the same width and format", (name, format, image) => {
    const candidates = parseSrcSet(srcSet(image, format));
    expect(candidates.map((c) => c.width)).toEqual([...image.widths].sort((a, b) => a - b));
    for (const { url, width } of candidates) expect(url).toBe(`/media/${name}-${width}.${format}`);
  });

  it("does not depend on the order widths are declared in", () => {
    const shuffled: ImageAsset = {
      ...heroImage,
      widths: [1920, 640, 1280, 960],
    };
    expect(srcSet(shuffled, "webp")).toBe(srcSet(heroImage, "webp"));
  });
});

describe("the manifest", () => {
  it.each(allImages.map((image) => [image.name, image] as const))("%s is well formed", (_name, image) => {
    expect(image.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(image.widths.length).toBeGreaterThan(0);
    expect(new Set(image.widths).size).toBe(image.widths.length);
    // Never upscale: the largest rendition fits inside the source art.
    expect(Math.max(...image.widths)).toBeLessThanOrEqual(image.width);
    expect(image.alt.length).toBeGreaterThan(20);
  });

  it("names each image once", () => {
    const names = allImages.map((image) => image.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has a JPEG fallback at the middle width", () => {
    expect(fallbackWidth(heroImage)).toBe(1280);
    expect(fallbackSrc(heroImage)).toBe("/media/hero-1280.jpg");
    expect(fallbackSrc(images.storage)).toBe("/media/storage-800.jpg");
    expect(imageUrl(images.aboutTeam, 480, "webp")).toBe("/media/about-team-480.webp");
  });

  it("offers the hero video as WebM, then MP4", () => {
    expect(heroVideoSources.map((s) => s.type)).toEqual(["video/webm", "video/mp4"]);
    expect(heroVideoSources.map((s) => s.src)).toEqual(["/media/hero-loop.webm", "/media/hero-loop.mp4"]);
  });
});
