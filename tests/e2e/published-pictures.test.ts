/**
 * What `npm test`'s build publishes of the owner's pictures: only the sizes its pages draw, with no camera data.
 * editor-pictures.test.ts builds a photo with a GPS position in a project copy; this checks the shipped build.
 */
import { expect, test } from "@playwright/test";
import { picturesWithExif, unreferencedAssets } from "../support/picture-probes.ts";
import { dist } from "./build-output.ts";

test("every file in _astro/ is named by a page, feed, stylesheet, script or structured data: no original is published", () => {
  expect(unreferencedAssets(dist)).toEqual([]);
});

test("no published picture carries EXIF", async () => {
  expect(await picturesWithExif(dist)).toEqual([]);
});
