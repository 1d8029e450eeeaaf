/**
 * The moving guides: every guide file validates and reads the same in the editor as in the
 * build; a guide with no alt text, no summary or an unknown city or author is refused, naming
 * the file and the field; and the helpers behind the pages (reading time, contents, related
 * guides, the list's pages) do what the pages promise.
 */
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import config from "../../keystatic.config";
import {
  contentRoot,
  parseData,
  readEntries,
  readGuides,
  readSite,
  splitMarkdown,
} from "../../src/lib/content/content-files.ts";
import {
  assertRelations,
  guidesPagePath,
  guidesPerPage,
  newestFirst,
  readingMinutes,
  relatedGuides,
  tableOfContents,
} from "../../src/lib/content/guides";
import { contentKinds } from "../../src/schemas";
import { contentCopy, refusals } from "../support/refusals.ts";

type GuideReader = { collections: Record<string, { readOrThrow(slug: string): Promise<Record<string, unknown>> }> };
const editorReader = (root: string) => createReader(root, config) as unknown as GuideReader;

const guides = readGuides({ drafts: true });

/** A day as the editor holds it. */
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

describe("the guide files", () => {
  it("validate, name people and cities that exist, and only business values that exist", () => {
    // readGuides() throws on a bad file, a missing person or city, or an unknown {name}, as the build does.
    expect(guides.length).toBeGreaterThanOrEqual(3);
    for (const guide of guides) expect(guide.entry.body?.length, guide.slug).toBeGreaterThan(500);
  });

  it("read the same through the editor as through the build", async () => {
    const reader = editorReader(join(contentRoot, "../.."));
    for (const guide of guides) {
      const entry = await reader.collections.guides!.readOrThrow(guide.slug);
      const inBuild = guide.entry.data;
      expect(entry.title, guide.slug).toBe(inBuild.title);
      expect(entry.summary, guide.slug).toBe(inBuild.summary);
      expect(day(entry.published), guide.slug).toBe(day(inBuild.published));
      expect(entry.author, guide.slug).toBe(inBuild.author);
      expect(entry.cover, guide.slug).toMatchObject({ alt: inBuild.cover.alt });
      expect(entry.services, guide.slug).toEqual(inBuild.services);
      expect(entry.cities, guide.slug).toEqual(inBuild.cities);
      expect(entry.draft, guide.slug).toBe(inBuild.draft);
    }
  });

  it("ship as samples the launch check can name: unconfirmed, by an unconfirmed sample person", () => {
    for (const guide of guides) expect(guide.confirmed, guide.slug).toBe(false);
    for (const person of readEntries("people")) expect(person.data.confirmed, person.id).toBe(false);
  });
});

describe("a guide with a bad value", () => {
  const copy = contentCopy();
  const slug = guides[0]!.slug;

  /** The guide's file in the copy with one change to its frontmatter; what the editor and the build make of it. */
  function refusedBy(change: (data: any) => void) {
    const path = join(copy, "src/content/guides", `${slug}.md`);
    let data: Record<string, unknown> = {};
    const changed = (text: string) => {
      const { frontmatter, body } = splitMarkdown(text);
      data = load(frontmatter) as Record<string, unknown>;
      change(data);
      return `---\n${dump(data)}---\n${body}`;
    };
    return refusals(
      path,
      changed,
      () => editorReader(copy).collections.guides!.readOrThrow(slug),
      () =>
        assertRelations(path, parseData(path, data, contentKinds.guides.schema), {
          people: readEntries("people").map((person) => person.id),
          cities: readSite()
            .cities()
            .map((city) => city.slug),
        }),
    );
  }

  it("no alt text for the cover: refused by the editor and the build", async () => {
    const { editor, build } = await refusedBy((data) => (data.cover.alt = ""));
    expect(editor).toBeDefined();
    expect(build).toMatch(new RegExp(`${slug}\\.md:\\n {2}- cover\\.alt = "": `));
  });

  it("no summary: refused by the editor and the build", async () => {
    const { editor, build } = await refusedBy((data) => delete data.summary);
    expect(editor).toBeDefined();
    expect(build).toMatch(new RegExp(`${slug}\\.md:\\n {2}- summary = undefined: `));
  });

  it("an unknown related city or author stops the build, naming the file and the field", async () => {
    const { build } = await refusedBy((data) => {
      data.cities = ["atlantis"];
      data.author = "nobody";
    });
    expect(build).toContain(`${slug}.md:`);
    expect(build).toContain(`- author = "nobody": no such person in src/content/people/`);
    expect(build).toContain(`- cities.0 = "atlantis": no such city in src/content/cities/`);
  });
});

describe("the guides' pages", () => {
  const dated = (title: string, published: string, services: string[] = [], cities: string[] = []) => ({
    title,
    published: new Date(published),
    services,
    cities,
  });

  it("list the newest first", () => {
    const list = newestFirst([dated("B", "2026-01-01"), dated("A", "2026-03-01"), dated("C", "2026-02-01")]);
    expect(list.map((guide) => guide.title)).toEqual(["A", "C", "B"]);
  });

  it("page the list past twelve guides: /moving-guides, then /moving-guides/2", () => {
    expect(guidesPerPage).toBe(12);
    expect(guidesPagePath(1)).toBe("/moving-guides");
    expect(guidesPagePath(2)).toBe("/moving-guides/2");
  });

  it("show a service's or city's newest three related guides", () => {
    const list = ["01", "02", "03", "04"].map((month) =>
      dated(`G${month}`, `2026-${month}-01`, ["packing-services"], month === "01" ? ["decatur"] : []),
    );
    expect(relatedGuides(list, { service: "packing-services" }).map((guide) => guide.title)).toEqual([
      "G04",
      "G03",
      "G02",
    ]);
    expect(relatedGuides(list, { city: "decatur" }).map((guide) => guide.title)).toEqual(["G01"]);
    expect(relatedGuides(list, { service: "storage-solutions" })).toEqual([]);
  });

  it("count reading time at 230 words a minute, leaving out picture and link addresses", () => {
    const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
    expect(readingMinutes(words(3000))).toBe(13);
    expect(readingMinutes("Short.")).toBe(1);
    const picture = "![a picture](../../assets/guides/a-very-long-name.png)";
    expect(readingMinutes(`${words(344)} ${picture} ${picture}`)).toBe(readingMinutes(words(344)));
  });

  it("give a guide a table of contents from its fourth ## heading on", () => {
    const heading = (depth: number, text: string) => ({ depth, slug: text.toLowerCase(), text });
    const three = [heading(2, "A"), heading(3, "A1"), heading(2, "B"), heading(2, "C")];
    expect(tableOfContents(three)).toEqual([]);
    expect(tableOfContents([...three, heading(2, "D")]).map((entry) => entry.text)).toEqual(["A", "B", "C", "D"]);
  });
});
