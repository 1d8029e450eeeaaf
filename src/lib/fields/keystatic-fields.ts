/**
 * The editor's fields, generated from the content schemas (src/schemas/), so what the owner
 * can save and what the build accepts are described once. Each zod type maps to the Keystatic
 * field that edits it, with the schema's label, description, limits and pattern. Checks that
 * no single field can hold (a {name} in Markdown, a file edited by hand) are the build's,
 * repeated by the editor's banner (scripts/lib/content-check.ts).
 */
import { fields, type ComponentSchema } from "@keystatic/core";
import { createElement } from "react";
import type { z } from "astro/zod";
import { defOf, unwrap, type FieldMeta as Meta } from "./zod-fields.ts";

/** Where the content file being edited lives, for the paths the editor writes. */
export type FileContext = {
  /** The path from the content file's folder to src/assets/, like "../assets/". */
  assetsPath: string;
};

function checksOf(schema: z.ZodType) {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

function labelOf(meta: Meta, key: string): string {
  if (!meta.title) throw new Error(`Content schema: the field "${key}" has no label`);
  return meta.title;
}

type Pattern = { regex: RegExp; message: string };

/** A zod string's pattern and the words it refuses with. */
function patternOf(schema: z.ZodType): Pattern | undefined {
  for (const check of checksOf(schema)) {
    if (check.check !== "string_format" || !(check.pattern instanceof RegExp)) continue;
    const error = check.error as ((issue: unknown) => unknown) | undefined;
    const message = error?.({ input: "" });
    return { regex: check.pattern, message: typeof message === "string" ? message : "is not in the right form" };
  }
  return undefined;
}

/** Keystatic's text field for a zod string: its limits and pattern become the editor's validation. */
function textField(schema: z.ZodType, key: string, meta: Meta, optional: boolean) {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") min = check.minimum as number;
    if (check.check === "max_length") max = check.maximum as number;
  }
  const schemaPattern = patternOf(schema);
  // The editor checks an empty optional field against the pattern too: let empty through.
  const pattern =
    schemaPattern && optional
      ? { ...schemaPattern, regex: new RegExp(`^$|${schemaPattern.regex.source}`, schemaPattern.regex.flags) }
      : schemaPattern;
  return fields.text({
    label: labelOf(meta, key),
    description: meta.description,
    multiline: meta.multiline,
    defaultValue: typeof meta.defaultValue === "string" ? meta.defaultValue : undefined,
    validation: { isRequired: !optional && (min ?? 0) > 0, length: { min, max }, pattern },
  });
}

function numberField(schema: z.ZodType, key: string, meta: Meta, defaultValue: unknown) {
  let min: number | undefined;
  let max: number | undefined;
  let whole = false;
  for (const check of checksOf(schema)) {
    if (check.check === "greater_than") min = check.value as number;
    if (check.check === "less_than") max = check.value as number;
    if (check.check === "number_format" && /int/.test(String(check.format))) whole = true;
  }
  const options = {
    label: labelOf(meta, key),
    description: meta.description,
    defaultValue: typeof defaultValue === "number" ? defaultValue : undefined,
    validation: { isRequired: true, min, max },
  } as const;
  return withoutNaN(whole ? fields.integer(options) : fields.number({ ...options, step: 0.01 }));
}

type NumberFormField = ReturnType<typeof fields.number>;

/**
 * Keystatic's number input reports an emptied box as NaN, which passes its own checks and is
 * saved as `.nan`: read NaN as no value, so the box says it is required and nothing is saved.
 */
function withoutNaN<F extends NumberFormField>(field: F): F {
  const orNull = (value: number | null) => (value !== null && Number.isNaN(value) ? null : value);
  return {
    ...field,
    Input: (props: Parameters<F["Input"]>[0]) => createElement(field.Input, { ...props, value: orNull(props.value) }),
    validate: (value: number | null) => field.validate(orNull(value)),
  };
}

type ImageFormField = ReturnType<typeof fields.image>;

/**
 * Keystatic's image field takes any file: refuse one whose name the schema's pattern refuses (a
 * HEIC photo), saying why under the field as soon as it is chosen, and keep it from being saved.
 */
function refusingFiles<F extends ImageFormField>(field: F, pattern: Pattern | undefined): F {
  if (!pattern) return field;
  type Value = Parameters<F["validate"]>[0];
  const refusal = (value: Value) =>
    value && !pattern.regex.test(`.${value.extension}`) ? `${field.label} ${pattern.message}` : undefined;
  return {
    ...field,
    Input: (props: Parameters<F["Input"]>[0]) => {
      const message = refusal(props.value);
      return createElement(
        "div",
        null,
        createElement(field.Input, props),
        message &&
          createElement(
            "p",
            {
              role: "alert",
              style: { color: "#b42318", margin: "8px 0 0", font: "500 0.875rem/1.4 system-ui, sans-serif" },
            },
            message,
          ),
      );
    },
    validate: (value: Value) => {
      const message = refusal(value);
      if (message) throw new Error(message);
      return field.validate(value);
    },
  };
}

function optionsOf(schema: z.ZodType, meta: Meta) {
  return Object.values(defOf(schema).entries ?? {}).map((value) => ({
    value,
    label: meta.optionLabels?.[value] ?? value,
  }));
}

/** The label an item of a list shows in the editor: the value of `itemLabel`'s field, or the item itself. */
function itemLabeller(itemKey: string | undefined) {
  return (props: unknown): string => {
    const preview = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
    const value = itemKey ? preview.fields?.[itemKey]?.value : undefined;
    if (Array.isArray(value)) return value.join(", ");
    if (itemKey) return String(value ?? "");
    return typeof preview.value === "string" ? preview.value : "";
  };
}

/** The editor's field for one schema entry. */
export function keystaticField(schema: z.ZodType, key: string, context: FileContext): ComponentSchema {
  const { core, optional, meta, defaultValue } = unwrap(schema);
  const def = defOf(core);
  switch (def.type) {
    case "string":
      if (meta.picture)
        return refusingFiles(
          fields.image({
            label: labelOf(meta, key),
            description: meta.description,
            directory: `src/assets/${meta.picture.folder}`,
            publicPath: `${context.assetsPath}${meta.picture.folder}/`,
            validation: { isRequired: !optional },
          }),
          patternOf(core),
        );
      if (meta.video)
        return fields.file({
          label: labelOf(meta, key),
          description: meta.description,
          directory: meta.video.directory,
          publicPath: meta.video.publicPath,
          validation: { isRequired: !optional },
        });
      if (meta.relation)
        return fields.relationship({
          label: labelOf(meta, key),
          description: meta.description,
          collection: meta.relation,
          validation: { isRequired: !optional },
        });
      return textField(core, key, meta, optional);
    case "number":
      return numberField(core, key, meta, defaultValue);
    case "date":
      return fields.date({
        label: labelOf(meta, key),
        description: meta.description,
        validation: { isRequired: !optional },
      });
    case "boolean":
      return fields.checkbox({
        label: labelOf(meta, key),
        description: meta.description,
        defaultValue: defaultValue === true,
      });
    case "enum": {
      const options = optionsOf(core, meta);
      return fields.select({
        label: labelOf(meta, key),
        description: meta.description,
        options,
        defaultValue: typeof defaultValue === "string" ? defaultValue : options[0]!.value,
      });
    }
    case "array": {
      const element = unwrap(def.element!);
      if (element.meta.relation)
        return fields.multiRelationship({
          label: labelOf(meta, key),
          description: meta.description,
          collection: element.meta.relation,
        });
      if (defOf(element.core).type === "enum")
        return fields.multiselect({
          label: labelOf(meta, key),
          description: meta.description,
          options: optionsOf(element.core, element.meta),
        });
      let min: number | undefined;
      let max: number | undefined;
      for (const check of checksOf(core)) {
        if (check.check === "min_length") min = check.minimum as number;
        if (check.check === "max_length") max = check.maximum as number;
      }
      return fields.array(keystaticField(def.element!, `${key}[]`, context), {
        label: labelOf(meta, key),
        description: meta.description,
        itemLabel: itemLabeller(meta.itemLabel),
        validation: { length: { min, max } },
      });
    }
    case "object":
      return fields.object(keystaticFields(core as z.ZodObject, context), {
        label: labelOf(meta, key),
        description: meta.description,
      });
    default:
      throw new Error(`Content schema: the field "${key}" is a zod ${def.type}, which the editor cannot show`);
  }
}

/** The editor's fields for an object schema (or the object a transform reads), one per key, in the schema's order. */
export function keystaticFields(schema: z.ZodType, context: FileContext): Record<string, ComponentSchema> {
  const { core } = unwrap(schema);
  return Object.fromEntries(
    Object.entries((core as z.ZodObject).shape).map(([key, field]) => [key, keystaticField(field, key, context)]),
  );
}
