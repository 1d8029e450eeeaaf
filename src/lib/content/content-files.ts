/**
 * The content files read outside Astro (astro.config.ts, scripts, tests), through the same
 * schemas as the content collections (src/schemas/), and the site derived from them by the
 * same functions the build uses (src/lib/content/site-content.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dump, load } from "js-yaml";
import { join } from "node:path";
import { parseData, readDataFile } from "./data-file.ts";
import type { ContentFile } from "../fields/launch-check.ts";
import {
  entryFile,
  siteContent,
  singletonFile,
  type ContentData,
  type ContentEntry,
  type ContentSource,
} from "./site-content.ts";
import { contentKinds, fileSchema, type CollectionKey, type SingletonKey } from "../../schemas/index.ts";

export const contentRoot = join(import.meta.dirname, "../../content");

/** A single-file entry, as it is on disk (placeholders not filled). */
export function readSingleton<K extends SingletonKey>(key: K): ContentData<K> {
  const { path, schema } = contentKinds[key];
  return readDataFile(join(contentRoot, `${path}.yaml`), schema) as ContentData<K>;
}

/** The business details (src/content/business.yaml), validated. */
export const readBusiness = () => readSingleton("business");

/** A Markdown file's frontmatter (as YAML) and body. */
export function splitMarkdown(text: string): { frontmatter: string; body: string } {
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { frontmatter, body };
}

/** Every file of a collection, as astro:content gives it: its name, validated data and, for Markdown, its body. */
export function readEntries<K extends CollectionKey>(key: K): ContentEntry<K>[] {
  const kind = contentKinds[key];
  const markdown = "markdown" in kind && kind.markdown;
  const folder = join(contentRoot, kind.folder);
  return readdirSync(folder)
    .filter((file) => file.endsWith(markdown ? ".md" : ".yaml"))
    .sort()
    .map((file) => {
      const path = join(folder, file);
      const id = file.replace(/\.(md|yaml)$/, "");
      if (!markdown) return { id, data: readDataFile(path, kind.schema) as ContentData<K> };
      const { frontmatter, body } = splitMarkdown(readFileSync(path, "utf8"));
      return { id, data: parseData(path, load(frontmatter), kind.schema) as ContentData<K>, body };
    });
}

/** The files, as siteContent() reads its entries. */
export const fileSource: ContentSource = { singleton: readSingleton, entries: readEntries };

/** The site as the build derives it from the files: placeholders filled, addresses, menus. */
export const readSite = () => siteContent(fileSource);

/** The city pages in the owner's order, filled, each with its slug and address. */
export const readCities = () => readSite().cities();

/** The services in the owner's order, filled, each with its two addresses. */
export const readServices = () => readSite().services();

/** The header's and footer's menus as the build makes them. */
export const readNavigation = () => readSite().navigation();

/**
 * The guides the public build publishes (drafts left out), newest first, each with its address
 * and the day it last changed; a missing author or city throws as the build does.
 */
export const readGuides = ({ drafts = false }: { drafts?: boolean } = {}) =>
  readSite().guides(readEntries("guides"), { drafts });

/** Every YAML file under src/content/. */
export function contentYamlFiles(): string[] {
  return readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => join(contentRoot, file))
    .sort();
}

/** YAML text as Keystatic saves it: js-yaml's dump of the parsed data (what its editor writes). */
export const keystaticYaml = (text: string) => dump(load(text));

/** Every content file as it is on disk (Markdown: its frontmatter), with the schema of what it holds. */
export function contentFiles(): ContentFile[] {
  return Object.entries(contentKinds).flatMap(([key, kind]): ContentFile[] => {
    const schema = fileSchema(kind.schema);
    if (kind.kind === "singleton") {
      const file = singletonFile(key as SingletonKey);
      return [{ file, schema, data: load(readFileSync(join(contentRoot, "../..", file), "utf8")) }];
    }
    const extension = "markdown" in kind && kind.markdown ? ".md" : ".yaml";
    return readdirSync(join(contentRoot, kind.folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => {
        const file = entryFile(key as CollectionKey, name.slice(0, -extension.length));
        const text = readFileSync(join(contentRoot, "../..", file), "utf8");
        const frontmatter = extension === ".md" ? splitMarkdown(text).frontmatter : text;
        return { file, schema, data: load(frontmatter) };
      });
  });
}
