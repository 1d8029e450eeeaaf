/** Reading a content schema's fields, for the editor's fields (keystatic-fields.ts) and the launch check. */
import type { z } from "astro/zod";

/** The metadata the field builders of src/schemas/field.ts put on a field. */
export type FieldMeta = z.core.GlobalMeta & {
  multiline?: boolean;
  defaultValue?: unknown;
  itemLabel?: string;
  optionLabels?: Record<string, string>;
  /** A picture uploaded into src/assets/<folder>/ (picture()): its group's label ("Team picture"), its alt text's. */
  picture?: { folder: string; label: string; altLabel: string };
  /** Set on the group picture() makes: its src, alt text and confirmed box. */
  isPicture?: boolean;
  /** A file served as it is (optionalVideo()). */
  video?: { directory: string; publicPath: string };
  /** The collection whose entries this names (relation()). */
  relation?: string;
  /** What an ownerConfirmed() box confirms; the launch check names it while unticked. */
  confirms?: string;
};

/** A schema's definition, typed by its kind: `type` tells which. */
export const defOf = (schema: z.ZodType) => (schema as unknown as z.core.$ZodTypes)._zod.def;

/** The schema under optional(), default() and transforms, whether it may be left out, and the metadata on any layer. */
export function unwrap(schema: z.ZodType) {
  let core = schema;
  let optional = false;
  let defaultValue: unknown;
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...(core.meta() as FieldMeta | undefined), ...meta };
    const def = defOf(core);
    if (def.type === "optional") optional = true;
    else if (def.type === "default") defaultValue = def.defaultValue;
    else if (def.type !== "pipe") break;
    // A transform's input is what the file holds, and so what the editor edits.
    core = (def.type === "pipe" ? def.in : def.innerType) as z.ZodType;
  }
  return { core, optional, meta, defaultValue: meta.defaultValue ?? defaultValue };
}

/**
 * What a field that names an entry or a list item holds, as the editor shows it: a text, or a list's items ("Mo, Tu").
 */
export const itemText = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "";

/** A field of a content file: its keys from the file's top, the editor's labels down to it, its metadata and value. */
type FieldAt = { path: string[]; labels: string[]; meta: FieldMeta; value: unknown };

/**
 * Every field of a file, the file's own first, found by walking its schema with its data: into each group and item
 * that holds a value, but not into a picture (its src, alt text and box are one field). An item of a list goes by its
 * own name ("Karen M.", from the list's `itemLabel` field, or by its place), not by the title every item shares
 * (`named`), and the file's own label is its screen's, not a field's.
 */
export function fieldsIn(
  schema: z.ZodType,
  value: unknown,
  path: string[] = [],
  labels: string[] = [],
  named = true,
): FieldAt[] {
  const { core, meta } = unwrap(schema);
  const def = defOf(core);
  const here: FieldAt = { path, labels: meta.title && !named ? [...labels, meta.title] : labels, meta, value };
  if (meta.isPicture) return [here];
  if (def.type === "object" && value && typeof value === "object")
    return [
      here,
      ...Object.entries(def.shape).flatMap(([key, field]) =>
        fieldsIn(field as z.ZodType, (value as Record<string, unknown>)[key], [...path, key], here.labels, false),
      ),
    ];
  if (def.type === "array" && Array.isArray(value))
    return [
      here,
      ...value.flatMap((item, index) => {
        const name = itemText(meta.itemLabel && (item as Record<string, unknown> | null)?.[meta.itemLabel]);
        return fieldsIn(
          def.element as z.ZodType,
          item,
          [...path, String(index)],
          [...here.labels, name || `Item ${index + 1}`],
        );
      }),
    ];
  return [here];
}

/** Each picture field of a file that names a file: its src field's keys ("team.picture.src"), its label, the file. */
export const picturesIn = (schema: z.ZodType, data: unknown) =>
  fieldsIn(schema, data).flatMap(({ path, meta, value }) => {
    const src = meta.isPicture && (value as { src?: unknown } | undefined)?.src;
    return typeof src === "string" && src ? [{ path: [...path, "src"].join("."), label: meta.title!, src }] : [];
  });
