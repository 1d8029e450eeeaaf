/**
 * Reading a content file outside Astro (astro.config.ts, scripts, tests), through the same
 * schema the content collection uses, so both accept and refuse the same files.
 */
import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import type { z } from "astro/zod";

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

/** A YAML data file, validated. */
export function readDataFile<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  return parseData(file, load(readFileSync(file, "utf8")), schema);
}
