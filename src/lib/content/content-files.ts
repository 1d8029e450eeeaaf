/** The content files read outside Astro (the config, scripts, tests) through the collections' schemas. */
import { globSync, readFileSync } from "node:fs";
import { basename, extname, join, matchesGlob } from "node:path";
import { CORE_SCHEMA, dump, load, YAMLException } from "js-yaml";
import type { z } from "astro/zod";
import type { ContentFile } from "../fields/launch-check.ts";
import { defOf, unwrap } from "../fields/zod-fields.ts";
import { contentKinds, fileSchema, type ContentKey, type SingletonKey } from "../../schemas/index.ts";
import { contentFile, siteContent, type ContentData } from "./site-content.ts";

const root = join(import.meta.dirname, "../../..");
export const contentRoot = join(root, "src/content");

/** Throws an error naming the file, then each bad field with its value and what is wrong with it. */
export function parseData<T extends z.ZodType>(file: string, data: unknown, schema: T): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map(({ path, message }) => {
    const value = path.reduce((node, key) => (node as Record<PropertyKey, unknown> | null | undefined)?.[key], data);
    return `  - ${path.join(".") || "(the whole file)"} = ${JSON.stringify(value)}: ${message}`;
  });
  throw new Error(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

/** A Markdown file's frontmatter (as YAML) and body. */
export function splitMarkdown(text: string) {
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { frontmatter, body };
}

/** A field's label in a kind's schema, by its key anywhere in it ("tagline" → "Tagline"). */
function labelOf(schema: z.ZodType, key: string): string | undefined {
  const { core, meta } = unwrap(schema);
  const def = defOf(core);
  if (def.type === "array") return labelOf(def.element as z.ZodType, key);
  if (def.type !== "object") return undefined;
  const field = def.shape[key] as z.ZodType | undefined;
  if (field) return unwrap(field).meta.title ?? meta.title;
  for (const inner of Object.values(def.shape)) {
    const label = labelOf(inner as z.ZodType, key);
    if (label) return label;
  }
  return undefined;
}

/**
 * YAML as written, or the slip in plain words naming the file, the line and what to do: js-yaml's own message
 * ("bad indentation of a mapping entry (5:22)") says neither.
 */
function parseYaml(file: string, text: string, schema: z.ZodType, firstLine: number) {
  try {
    return { data: load(text) };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const line = error.mark.line;
    const where = `${file}, line ${line + firstLine}`;
    // "tagline: Moving made easy: since 1969": the second colon reads as the start of another field.
    const [, key] = /^\s*(?:-\s+)?([\w-]+):\s+[^"'\s][^#]*?:(?:\s|$)/.exec(text.split("\n")[line] ?? "") ?? [];
    return {
      slip: key
        ? `${where}: the ${(labelOf(schema, key) ?? key).toLowerCase()} has a colon: put the text in quotes ("…")`
        : `${where}: the file cannot be read (${error.reason}): fix the line, or undo the change by hand`,
    };
  }
}

/** A content file's path from the project's root, and its text: from the disk, or from the repository on GitHub. */
export type ContentText = { file: string; text: string };

/**
 * A kind's files among `texts` (by default, on disk), in name order, each with its name, its data as written and, for
 * Markdown, its body.
 */
function filesOf(
  key: ContentKey,
  texts: readonly ContentText[] = globSync(contentFile(key), { cwd: root }).map((file) => ({
    file,
    text: readFileSync(join(root, file), "utf8"),
  })),
) {
  return texts
    .filter(({ file }) => matchesGlob(file, contentFile(key)))
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .map(({ file, text }) => {
      const { frontmatter, body } = file.endsWith(".md") ? splitMarkdown(text) : { frontmatter: text, body: undefined };
      // A Markdown file's frontmatter starts on its second line.
      const { data, slip } = parseYaml(file, frontmatter, contentKinds[key].schema, file.endsWith(".md") ? 2 : 1);
      return { file, id: basename(file, extname(file)), data, body, slip };
    });
}

/**
 * Every file of a kind as astro:content gives it (a single-file kind has one): its name, validated data and Markdown
 * body.
 */
export function readEntries<K extends ContentKey>(key: K) {
  return filesOf(key).map((entry) => ({ id: entry.id, data: validated(key, entry), body: entry.body }));
}

/** A file's data, validated; a YAML slip throws. */
function validated<K extends ContentKey>(key: K, { file, data, slip }: Pick<ContentFile, "file" | "data" | "slip">) {
  if (slip) throw new Error(slip);
  return parseData(file, data, contentKinds[key].schema) as ContentData<K>;
}

/** A single-file entry, validated, as it is on disk (placeholders not filled). */
export const readSingleton = <K extends SingletonKey>(key: K) => readEntries(key)[0]!.data;
export const readBusiness = () => readSingleton("business");

/** The business details among content files, validated: what the launch check needs beside them. */
export const businessIn = (files: readonly ContentFile[]) =>
  validated(
    "business",
    files.find(({ key }) => key === "business")!,
  );

/** What `read` returns, or undefined where it throws: the editor's banner names what is wrong instead. */
export function readOrUndefined<T>(read: () => T) {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Business details' siteUrl read from its own line, for the admin build: a slip elsewhere in the file does not hide it.
 * Undefined when that line holds no web address.
 */
export function siteUrlLine() {
  const text = readFileSync(join(contentRoot, "business.yaml"), "utf8");
  const url = /^siteUrl:\s*["']?(https?:\/\/[^\s"'#]+)/m.exec(text)?.[1];
  return url && URL.canParse(url) ? url : undefined;
}

/** The site as the build derives it from the files: placeholders filled, addresses, menus. */
export const readSite = () => siteContent(readEntries);
/**
 * The guides the public build publishes (unless `drafts`), newest first; a missing author or city throws as the build
 * does.
 */
export const readGuides = ({ drafts = false } = {}) => readSite().guides(readEntries("guides"), { drafts });

/**
 * YAML text as Keystatic saves it: js-yaml's dump, a date as the plain text its date field writes (YAML's core schema,
 * which reads no timestamps).
 */
export const keystaticYaml = (text: string) => dump(load(text, { schema: CORE_SCHEMA }), { schema: CORE_SCHEMA });

/**
 * Every content file as it is on disk, or among `texts` (Markdown: its frontmatter as data, and its body), with the
 * schema of what it holds, or its YAML slip.
 */
export function contentFiles(texts?: readonly ContentText[]) {
  return (Object.keys(contentKinds) as ContentKey[]).flatMap((key) =>
    filesOf(key, texts).map((entry) => ({ key, ...entry, schema: fileSchema(contentKinds[key].schema) })),
  );
}
