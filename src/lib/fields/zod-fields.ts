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
