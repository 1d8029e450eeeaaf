/** The editor's fields, generated from the content schemas: each zod type maps to the Keystatic field that edits it. */
import { fields, type ComponentSchema } from "@keystatic/core";
import { imageSize } from "image-size";
import { createElement, useRef } from "react";
import { pictureFormat, pictureNote, pictureRefusal, type PictureFacts } from "../assets/picture-rules.ts";
import type { z } from "astro/zod";
import { defOf, itemText, unwrap, type FieldMeta as Meta } from "./zod-fields.ts";

type Pattern = { regex: RegExp; message: string };

/** A zod string's or array's limits, and a string's pattern with the words it refuses with. */
function limitsOf(schema: z.ZodType) {
  const limits: { min?: number; max?: number; whole?: boolean; pattern?: Pattern } = {};
  for (const { _zod } of defOf(schema).checks ?? []) {
    const check = _zod.def as z.core.$ZodChecks["_zod"]["def"];
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
    if (check.check === "greater_than") limits.min = check.value as number;
    if (check.check === "less_than") limits.max = check.value as number;
    if (check.check === "number_format" && /int/.test(check.format)) limits.whole = true;
    // Every pattern of a field builder (src/schemas/field.ts) comes with its message.
    if (check.check === "string_format" && check.pattern instanceof RegExp && !limits.pattern)
      limits.pattern = { regex: check.pattern, message: (check.error as (issue: object) => string)({ input: "" }) };
  }
  return limits;
}

/**
 * Keystatic's number input reports an emptied box as NaN, saved as `.nan`: read it as no value, which a required box
 * refuses.
 */
function withoutNaN<F extends ReturnType<typeof fields.number>>(field: F): F {
  const orNull = (value: number | null) => (value !== null && Number.isNaN(value) ? null : value);
  return {
    ...field,
    Input: (props: Parameters<F["Input"]>[0]) => createElement(field.Input, { ...props, value: orNull(props.value) }),
    validate: (value: number | null) => field.validate(orNull(value)),
  };
}

/** What a chosen file is, read from its header bytes as picture-check.ts reads it with sharp in the build. */
function chosenPicture({ data, filename }: { data: Uint8Array; filename: string }): PictureFacts {
  const facts = { name: filename, bytes: data.byteLength };
  try {
    const { type, width = 0, height = 0 } = imageSize(data);
    return { ...facts, format: pictureFormat(type), width, height };
  } catch {
    return { ...facts, format: undefined, width: 0, height: 0 };
  }
}

/**
 * Empties the alt text of the picture group around `element`, as the owner would: the words described the picture
 * just replaced. Keystatic gives a field no handle on its neighbours, so this goes through the page: React keeps the
 * value it last set, so the box gets its new value from the element's own setter, then the event typing sends.
 */
function clearAltText(element: Element | null, altLabel: string) {
  for (let group = element; (group = group?.parentElement?.closest('[role="group"]') ?? null);) {
    const label = [...group.querySelectorAll("label")].find((found) => found.textContent?.startsWith(altLabel));
    const box = label && document.getElementById(label.htmlFor);
    if (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")?.set?.call(box, "");
      box.dispatchEvent(new Event("input", { bubbles: true }));
      return;
    }
  }
}

/**
 * Keystatic's image field takes any file: refuse, as it is chosen, one the schema's pattern refuses (a HEIC photo) or
 * the picture rules refuse (picture-rules.ts), and say when an accepted one is wider than the site draws it. A new
 * file empties the picture's alt text, so the owner describes it before saving.
 */
function checkingPictures<F extends ReturnType<typeof fields.image>>(
  field: F,
  { label, altLabel }: { label: string; altLabel: string },
  pattern?: Pattern,
): F {
  type Value = Parameters<F["validate"]>[0];
  const refusal = (value: Value) => {
    if (!value) return undefined;
    if (pattern && !pattern.regex.test(`.${value.extension}`))
      return `${label}: "${value.filename}" ${pattern.message}`;
    return pictureRefusal(chosenPicture(value), label);
  };
  const message = (role: "alert" | "status", text: string | undefined, color: string) =>
    text && createElement("p", { role, style: { color, margin: "8px 0 0", font: "500 0.875rem/1.4 system-ui" } }, text);
  // Keystatic renames a picture after its field ("cover/src.png") whenever the entry is saved: a file already in
  // the repository keeps its name (a sample stays "sample-…", which the launch check names), a new one is renamed.
  const inRepository = new WeakSet<object>();
  return {
    ...field,
    parse: (stored: Parameters<F["parse"]>[0], extra: Parameters<F["parse"]>[1]) => {
      const value = field.parse(stored, extra);
      if (value) inRepository.add(value);
      return value;
    },
    serialize: (value: Value, args: Parameters<F["serialize"]>[1]) =>
      field.serialize(value, value && inRepository.has(value) ? { ...args, suggestedFilenamePrefix: undefined } : args),
    Input: (props: Parameters<F["Input"]>[0]) => {
      const box = useRef<HTMLDivElement>(null);
      const refused = refusal(props.value);
      const note = !refused && props.value ? pictureNote(chosenPicture(props.value), label) : undefined;
      const onChange = (value: Value) => {
        props.onChange(value);
        if (value) clearAltText(box.current, altLabel);
      };
      return createElement(
        "div",
        { ref: box },
        createElement(field.Input, { ...props, onChange }),
        message("alert", refused, "#b42318"),
        message("status", note, "#344054"),
      );
    },
    validate: (value: Value) => {
      const refused = refusal(value);
      if (refused) throw new Error(refused);
      return field.validate(value);
    },
  };
}

const optionsOf = (schema: z.ZodType, meta: Meta) =>
  (schema as z.ZodEnum).options.map(String).map((value) => ({ value, label: meta.optionLabels?.[value] ?? value }));

/**
 * The editor's field for one schema entry; `assetsPath` leads from the edited file's folder to src/assets/, like
 * "../assets/".
 */
export function keystaticField(schema: z.ZodType, key: string, assetsPath: string): ComponentSchema {
  const { core, optional, meta, defaultValue } = unwrap(schema);
  const def = defOf(core);
  if (!meta.title) throw new Error(`Content schema: the field "${key}" has no label`);
  const info = { label: meta.title, description: meta.description };
  const required = { validation: { isRequired: !optional } };
  const { min, max, whole, pattern } = limitsOf(core);
  switch (def.type) {
    case "string": {
      const { picture, video, relation } = meta;
      if (picture) {
        const directory = `src/assets/${picture.folder}`;
        const publicPath = `${assetsPath}${picture.folder}/`;
        return checkingPictures(fields.image({ ...info, directory, publicPath, ...required }), picture, pattern);
      }
      if (video) return fields.file({ ...info, ...video, ...required });
      if (relation) return fields.relationship({ ...info, collection: relation, ...required });
      // The editor checks an empty optional field against the pattern too: let empty through.
      const editorPattern =
        pattern && optional
          ? { ...pattern, regex: new RegExp(`^$|${pattern.regex.source}`, pattern.regex.flags) }
          : pattern;
      return fields.text({
        ...info,
        multiline: meta.multiline,
        validation: { isRequired: !optional && (min ?? 0) > 0, length: { min, max }, pattern: editorPattern },
      });
    }
    case "number": {
      const options = {
        ...info,
        defaultValue: typeof defaultValue === "number" ? defaultValue : undefined,
        validation: { isRequired: !optional, min, max },
      };
      return withoutNaN(whole ? fields.integer(options) : fields.number({ ...options, step: 0.01 }));
    }
    case "date":
      return fields.date({ ...info, ...required });
    case "boolean":
      return fields.checkbox({ ...info, defaultValue: defaultValue === true });
    case "enum": {
      const options = optionsOf(core, meta);
      return fields.select({
        ...info,
        options,
        defaultValue: typeof defaultValue === "string" ? defaultValue : options[0]!.value,
      });
    }
    case "array": {
      const element = unwrap(def.element as z.ZodType);
      if (element.meta.relation) return fields.multiRelationship({ ...info, collection: element.meta.relation });
      if (defOf(element.core).type === "enum")
        return fields.multiselect({ ...info, options: optionsOf(element.core, element.meta) });
      return fields.array(keystaticField(def.element as z.ZodType, `${key}[]`, assetsPath), {
        ...info,
        // The label an item of a list shows in the editor: the value of `itemLabel`'s field, or the item itself.
        itemLabel: (props: unknown) => {
          const preview = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
          return itemText(meta.itemLabel ? preview.fields?.[meta.itemLabel]?.value : preview.value);
        },
        validation: { length: { min, max } },
      });
    }
    case "object":
      return fields.object(keystaticFields(core, assetsPath), info);
    default:
      throw new Error(`Content schema: the field "${key}" is a zod ${def.type}, which the editor cannot show`);
  }
}

/** The editor's fields for an object schema (or the object a transform reads), one per key, in the schema's order. */
export function keystaticFields(schema: z.ZodType, assetsPath: string): Record<string, ComponentSchema> {
  const { core } = unwrap(schema);
  return Object.fromEntries(
    Object.entries((core as z.ZodObject).shape).map(([key, field]) => [key, keystaticField(field, key, assetsPath)]),
  );
}
