/**
 * The content files read outside Astro (astro.config.ts, scripts, tests), through the same
 * schemas as the content collections (src/schemas/).
 */
import { readdirSync } from "node:fs";
import { dump, load } from "js-yaml";
import { join } from "node:path";
import { readDataFile } from "../../src/lib/data-file.ts";
import { contentKinds, type SingletonKey } from "../../src/schemas/index.ts";
import type { z } from "astro/zod";

export const contentRoot = join(import.meta.dirname, "../../src/content");

/** A single-file entry, as it is on disk (placeholders not filled). */
export function readSingleton<K extends SingletonKey>(key: K): z.infer<(typeof contentKinds)[K]["schema"]> {
  const { path, schema } = contentKinds[key];
  return readDataFile(join(contentRoot, `${path}.yaml`), schema) as z.infer<(typeof contentKinds)[K]["schema"]>;
}

/** The business details (src/content/business.yaml), validated. */
export const readBusiness = () => readSingleton("business");

/** Every city file's name (its slug) and data, in the owner's order. */
export function readCities() {
  const folder = join(contentRoot, contentKinds.cities.folder);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({ slug: file.replace(/\.yaml$/, ""), ...readDataFile(join(folder, file), contentKinds.cities.schema) }))
    .sort((a, b) => a.listOrder - b.listOrder);
}

/** Every YAML file under src/content/. */
export function contentYamlFiles(): string[] {
  return readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => join(contentRoot, file))
    .sort();
}

/** YAML text as Keystatic saves it: js-yaml's dump of the parsed data (what its editor writes). */
export const keystaticYaml = (text: string) => dump(load(text));
