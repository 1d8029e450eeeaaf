/**
 * The content files, the build's schemas and the owner's editor agree: every file validates,
 * reads the same through Keystatic, is written as Keystatic writes it, and a bad value is refused
 * by both, naming the file and field.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { load } from "js-yaml";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { z } from "astro/zod";
import config from "../../keystatic.config";
import {
  contentRoot,
  keystaticYaml,
  parseData,
  readBusiness,
  readEntries,
  readGuides,
  readSingleton,
  readSite,
} from "../../src/lib/content/content-files.ts";
import { fillPlaceholders, placeholderValues } from "../../src/lib/content/placeholders";
import { contentKinds, fileSchema, type SingletonKey } from "../../src/schemas";
import { estimatorSlotMarks } from "../../src/schemas/pages/moving-cost-estimator";
import { contentCopy, refusals } from "../support/refusals.ts";

/** A YAML file, validated as the build validates it. */
const readDataFile = (file: string, schema: z.ZodType) => parseData(file, load(readFileSync(file, "utf8")), schema);

/** The editor's reader, typed loosely: the config's kinds are built from a list, so its keys are strings. */
type EditorReader = {
  singletons: Record<string, { readOrThrow(): Promise<unknown> }>;
  collections: Record<
    string,
    { all(): Promise<{ slug: string; entry: Record<string, unknown> }[]>; readOrThrow(slug: string): Promise<unknown> }
  >;
};
const editorReader = (root: string) => createReader(root, config) as unknown as EditorReader;

const singletonKeys = Object.entries(contentKinds).flatMap(([key, kind]) =>
  kind.kind === "singleton" ? [key as SingletonKey] : [],
);
const placeholders = placeholderValues(readBusiness());

/** Values as a form holds them: an empty text, date or list is the same as none, and a day is YYYY-MM-DD. */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map(normalized) : undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, normalized(inner)] as const)
      .filter(([, inner]) => inner !== undefined);
    return Object.fromEntries(entries);
  }
  return value === "" || value === null ? undefined : value;
}

describe("every content file", () => {
  it("validates against its schema, and names only business values that exist", () => {
    // Names a few files add to the business values (src/data/content.ts and the pages fill them).
    const ownValues: Partial<Record<SingletonKey, Record<string, string>>> = {
      cityPages: { cityName: "Decatur", cityMoves: "2,000+" },
      faq: { cityNames: "Atlanta and Decatur" },
      estimatorPage: estimatorSlotMarks,
    };
    for (const key of singletonKeys) {
      const data = readSingleton(key);
      expect(() => fillPlaceholders(data, { ...placeholders, ...ownValues[key] }, key)).not.toThrow();
    }
    expect(() => readSite().cities()).not.toThrow();
    for (const page of readEntries("legal")) {
      expect(() => fillPlaceholders(page.data, placeholders, page.id)).not.toThrow();
    }
  });

  it("reads the same through the editor as through the build", async () => {
    const reader = editorReader(join(contentRoot, "../.."));
    for (const key of singletonKeys) {
      const inEditor = await reader.singletons[key]!.readOrThrow();
      const { path, schema } = contentKinds[key];
      const inFile = readDataFile(join(contentRoot, `${path}.yaml`), fileSchema(schema));
      expect(normalized(inEditor), key).toEqual(normalized(inFile));
    }
    const cities = await reader.collections.cities!.all();
    expect(cities.map((city) => city.slug).sort()).toEqual(readEntries("cities").map((city) => city.id));
    for (const { slug, entry } of cities) {
      const inBuild = readEntries("cities").find((city) => city.id === slug)!.data;
      expect(normalized(entry), slug).toEqual(normalized(inBuild));
    }
    const legalPages = await reader.collections.legal!.all();
    expect(legalPages.map((page) => page.slug).sort()).toEqual(readEntries("legal").map((page) => page.id));
    for (const { slug, entry } of legalPages) {
      const { body: _editorBody, ...frontmatter } = entry;
      const inBuild = readEntries("legal").find((page) => page.id === slug)!.data;
      expect(normalized(frontmatter), slug).toEqual(normalized(inBuild));
    }
  });
});

describe("the site as the build, the scripts and the tests derive it (src/lib/content/site-content.ts)", () => {
  it("holds no unfilled {name}: a city's own count is filled before it is used as {cityMoves}", () => {
    const site = readSite();
    const cities = site.cities();
    const views = {
      cities,
      cityPages: cities.map((city) => site.cityPageWords(city)),
      services: site.services(),
      faq: site.faqQuestions(),
      navigation: site.navigation(),
      guides: readGuides({ drafts: true }).map(({ entry: _raw, ...guide }) => guide),
      ...Object.fromEntries(
        singletonKeys.filter((key) => key !== "cityPages" && key !== "faq").map((key) => [key, site.singleton(key)]),
      ),
    };
    for (const [name, view] of Object.entries(views)) expect(JSON.stringify(view), name).not.toMatch(/\{[A-Za-z]+\}/);
    expect(cities.find((city) => city.slug === "atlanta")?.moves).toMatch(/^[\d,]+\+?$/);
  });
});

describe("every field of every schema", () => {
  /** Each field with its path, the schema's metadata on any wrapper layer. */
  function fieldsOf(schema: z.ZodType, path: string): { path: string; meta: Record<string, unknown> }[] {
    let core = schema as unknown as { _zod: { def: Record<string, any> }; meta(): Record<string, unknown> | undefined };
    let meta: Record<string, unknown> = {};
    for (;;) {
      meta = { ...core.meta(), ...meta };
      const def = core._zod.def;
      if (def.type === "optional" || def.type === "default") core = def.innerType;
      else if (def.type === "pipe") core = def.in;
      else break;
    }
    const def = core._zod.def;
    const own = { path, meta };
    if (def.type === "object")
      return [
        own,
        ...Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, inner]) =>
          fieldsOf(inner, `${path}.${key}`),
        ),
      ];
    if (def.type === "array") return [own, ...fieldsOf(def.element, `${path}[]`)];
    return [own];
  }

  it("has a label and a one-line description, which the editor shows beside it", () => {
    for (const [key, kind] of Object.entries(contentKinds))
      for (const { path, meta } of fieldsOf(kind.schema, key)) {
        expect(meta.title, `${path} has no label`).toEqual(expect.any(String));
        expect(meta.description, `${path} has no description`).toMatch(/\S/);
        expect(String(meta.description), `${path}: one line`).not.toContain("\n");
      }
  });
});

describe("a bad value", () => {
  const copy = contentCopy();

  /** One file of the copy with one change to its data; what the editor and the build make of it. */
  function refusedBy(
    file: string,
    change: (data: any) => void,
    readInEditor: (reader: EditorReader) => Promise<unknown>,
    schema: z.ZodType,
  ) {
    const path = join(copy, "src/content", file);
    const changed = (text: string) => {
      const data = load(text);
      change(data);
      return keystaticYaml(JSON.stringify(data));
    };
    return refusals(
      path,
      changed,
      () => readInEditor(editorReader(copy)),
      () => readDataFile(path, schema),
    );
  }

  it("stops the build and the editor, in the same words: a phone of 'call us maybe'", async () => {
    const { editor, build } = await refusedBy(
      "business.yaml",
      (data) => (data.phone = "call us maybe"),
      (reader) => reader.singletons.business!.readOrThrow(),
      contentKinds.business.schema,
    );
    const rule = "must be a US phone number with its area code";
    expect(editor).toContain(rule);
    expect(build).toMatch(
      /business\.yaml:\n {2}- phone = "call us maybe": must be a US phone number with its area code/,
    );
  });

  it("stops the build and the editor, in the same words: a misspelt {name} in a page's words", async () => {
    const { editor, build } = await refusedBy(
      "pages/home.yaml",
      (data) => (data.hero.intro = "Call {phnoe} today."),
      (reader) => reader.singletons.homePage!.readOrThrow(),
      contentKinds.homePage.schema,
    );
    const rule = "has a name in braces that the site does not know";
    expect(editor).toContain(rule);
    expect(build).toContain(`hero.intro = "Call {phnoe} today.": ${rule}`);
  });

  it("stops the build, naming the field, and the editor's picture field as the file is chosen, in the same words: an iPhone's HEIC photo", async () => {
    const { build } = await refusedBy(
      "pages/about.yaml",
      (data) => (data.team.picture.src = "../../assets/about/IMG_0412.HEIC"),
      (reader) => reader.singletons.aboutPage!.readOrThrow(),
      contentKinds.aboutPage.schema,
    );
    const rule = "must be a JPEG, PNG, WebP or AVIF file";
    expect(build).toContain(`team.picture.src = "../../assets/about/IMG_0412.HEIC": ${rule}`);

    const picture = (config.singletons!.aboutPage!.schema as any).team.fields.picture.fields.src;
    // A small picture in the format its name says, as the owner's file chooser gives it.
    const chosen = async (filename: string) => {
      const extension = filename.split(".").pop()!;
      const format = extension.toLowerCase().replace("jpg", "jpeg") as "jpeg" | "png" | "webp" | "avif";
      const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#345" } })
        .toFormat(format)
        .toBuffer();
      return { data: new Uint8Array(data), filename, extension };
    };
    const heic = { data: new Uint8Array([0]), filename: "IMG_0412.HEIC", extension: "HEIC" };
    expect(() => picture.validate(heic)).toThrow(`Team picture: "IMG_0412.HEIC" ${rule}`);
    for (const accepted of ["crew.jpg", "crew.JPEG", "crew.png", "crew.webp", "crew.avif"]) {
      const value = await chosen(accepted);
      expect(() => picture.validate(value), accepted).not.toThrow();
    }
    // A name is not enough: a text file named .jpg is refused by what it is.
    const text = { data: new TextEncoder().encode("tape, boxes"), filename: "photo.jpg", extension: "jpg" };
    expect(() => picture.validate(text)).toThrow('Team picture: "photo.jpg" is not a picture the site can read');
  });

  it("stops the build and the editor: a Read more link without its address", async () => {
    const { editor, build } = await refusedBy(
      "faq.yaml",
      (data) => (data.questions[0].more = [{ label: "See the Terms" }]),
      (reader) => reader.singletons.faq!.readOrThrow(),
      contentKinds.faq.schema,
    );
    expect(editor).toBeDefined();
    expect(build).toMatch(/questions\.0\.more\.0\.address/);
  });

  it("stops the build and the editor: a FAQ question without an answer", async () => {
    const { editor, build } = await refusedBy(
      "faq.yaml",
      (data) => (data.questions[0].answer = []),
      (reader) => reader.singletons.faq!.readOrThrow(),
      contentKinds.faq.schema,
    );
    expect(editor).toBeDefined();
    expect(build).toMatch(/faq\.yaml:\n {2}- questions\.0\.answer = \[\]: must have at least 1 item/);
  });

  it("stops the build and the editor: a city without a name", async () => {
    const { editor, build } = await refusedBy(
      "cities/decatur.yaml",
      (data) => (data.name = ""),
      (reader) => reader.collections.cities!.readOrThrow("decatur"),
      contentKinds.cities.schema,
    );
    expect(editor).toBeDefined();
    expect(build).toMatch(/decatur\.yaml:\n {2}- name = "": must not be empty/);
  });
});
