/**
 * The content files read outside Astro (astro.config.ts, scripts, tests), through the same
 * schemas as the content collections (src/schemas/).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dump, load } from "js-yaml";
import { join } from "node:path";
import { parseData, readDataFile } from "../../src/lib/data-file.ts";
import type { ContentFile } from "../../src/lib/launch-check.ts";
import { assertRelations, guidePath, lastChanged, newestFirst } from "../../src/lib/guides.ts";
import { servicePaths } from "../../src/lib/service-paths.ts";
import { contentKinds, fileSchema, type SingletonKey } from "../../src/schemas/index.ts";
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
    .map((file) => {
      const slug = file.replace(/\.yaml$/, "");
      return { slug, path: `/movers-${slug}-ga`, ...readDataFile(join(folder, file), contentKinds.cities.schema) };
    })
    .sort((a, b) => a.listOrder - b.listOrder);
}

/** A Markdown file's frontmatter (as YAML) and body. */
export function splitMarkdown(text: string): { frontmatter: string; body: string } {
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { frontmatter, body };
}

/** Every Markdown file of a collection: its name, validated frontmatter and body. */
function readMarkdownFolder<K extends "legal" | "guides">(key: K) {
  const folder = join(contentRoot, contentKinds[key].folder);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const path = join(folder, file);
      const { frontmatter, body } = splitMarkdown(readFileSync(path, "utf8"));
      const data = parseData(path, load(frontmatter), contentKinds[key].schema) as z.infer<
        (typeof contentKinds)[K]["schema"]
      >;
      return { slug: file.replace(/\.md$/, ""), ...data, body };
    });
}

/** The legal pages (src/content/legal/*.md): each file's name (its address), frontmatter and Markdown body. */
export const readLegalPages = () => readMarkdownFolder("legal");

/** Every person's file name (what a guide's author names) and data. */
export function readPeople() {
  const folder = join(contentRoot, contentKinds.people.folder);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      slug: file.replace(/\.yaml$/, ""),
      ...readDataFile(join(folder, file), contentKinds.people.schema),
    }));
}

/**
 * The guides the public build publishes (drafts left out), newest first, each with its address
 * and the day it last changed; a missing author or city throws as the build does.
 */
export function readGuides({ drafts = false }: { drafts?: boolean } = {}) {
  const known = { people: readPeople().map((person) => person.slug), cities: readCities().map((city) => city.slug) };
  const guides = readMarkdownFolder("guides").map((guide) => {
    assertRelations(`src/content/guides/${guide.slug}.md`, guide, known);
    return { ...guide, path: guidePath(guide.slug), lastChanged: lastChanged(guide) };
  });
  return newestFirst(guides.filter((guide) => drafts || !guide.draft));
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

/** The services in the owner's order, each with its two addresses. */
export function readServices() {
  return readSingleton("services").services.map((service) => ({ ...service, ...servicePaths[service.page] }));
}

/** The header's two menus as the owner's data makes them: featured services, and the cities marked for it. */
export function readHeaderMenus() {
  return {
    servicesMenu: {
      label: "Services",
      links: readServices()
        .filter((service) => service.featured)
        .map((service) => ({ label: service.name, href: service.path })),
    },
    locationsMenu: {
      label: "Locations",
      links: readCities()
        .filter((city) => city.inHeaderMenu)
        .map((city) => ({ label: city.name, href: city.path })),
    },
  };
}

/** Every content file as it is on disk (Markdown: its frontmatter), with the schema of what it holds. */
export function contentFiles(): ContentFile[] {
  return Object.values(contentKinds).flatMap((kind): ContentFile[] => {
    const schema = fileSchema(kind.schema);
    if (kind.kind === "singleton") {
      const file = `src/content/${kind.path}.yaml`;
      return [{ file, schema, data: load(readFileSync(join(contentRoot, "../..", file), "utf8")) }];
    }
    const extension = "markdown" in kind && kind.markdown ? ".md" : ".yaml";
    return readdirSync(join(contentRoot, kind.folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => {
        const file = `src/content/${kind.folder}/${name}`;
        const text = readFileSync(join(contentRoot, "../..", file), "utf8");
        const frontmatter = extension === ".md" ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text;
        return { file, schema, data: load(frontmatter) };
      });
  });
}
