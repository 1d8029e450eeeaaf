import { describe, expect, it } from "vitest";
import { checkbox, choice, decimal, group, integer, list, optionalText, text } from "../../schemas/field";
import type { z } from "astro/zod";
import { keystaticField, keystaticFields } from "./keystatic-fields";

/** A field as the editor of a file in src/content/pages/ gets it. */
const assetsPath = "../../assets/";
const fieldFor = (schema: z.ZodType, key: string) => keystaticField(schema, key, assetsPath);
const fieldsFor = (schema: z.ZodObject) => keystaticFields(schema, assetsPath);

/** What the editor checks a value against: Keystatic's own validation of a form field. */
function editorAccepts(field: ReturnType<typeof keystaticField>, value: unknown): boolean {
  try {
    (field as unknown as { reader: { parse(value: unknown): unknown } }).reader.parse(value);
    return true;
  } catch {
    return false;
  }
}

describe("the editor's fields, generated from a schema", () => {
  it("carry the schema's label and description", () => {
    const field = fieldFor(text("Headline", "The page's main heading."), "title") as any;
    expect(field.label).toBe("Headline");
  });

  it("refuse what the schema refuses: an empty required text, one too long, one off its pattern", () => {
    const field = fieldFor(text("Phone", "d", { max: 12, pattern: [/^\+1\d{10}$/, "must be E.164"] }), "tel");
    expect(editorAccepts(field, "+17705550142")).toBe(true);
    expect(editorAccepts(field, "")).toBe(false);
    expect(editorAccepts(field, "call us maybe")).toBe(false);
  });

  it("let an optional text with a pattern be left empty", () => {
    const field = fieldFor(optionalText("Site", "d", { pattern: [/^https:\/\/\S+$/, "m"] }), "url");
    expect(editorAccepts(field, "")).toBe(true);
    expect(editorAccepts(field, "https://example.org")).toBe(true);
    expect(editorAccepts(field, "example.org")).toBe(false);
  });

  it("map whole numbers, decimals, yes-or-no and choices to the matching inputs", () => {
    expect((fieldFor(integer("n", "d", { min: 1, max: 5 }), "n") as any).kind).toBe("form");
    const whole = fieldFor(integer("n", "d", { min: 1, max: 5 }), "n");
    expect(editorAccepts(whole, 3)).toBe(true);
    expect(editorAccepts(whole, 9)).toBe(false);
    expect(editorAccepts(fieldFor(decimal("x", "d", { min: 0, max: 1 }), "x"), 0.25)).toBe(true);
    expect(editorAccepts(fieldFor(checkbox("c", "d"), "c"), true)).toBe(true);
    const select = fieldFor(choice("s", "d", { a: "A", b: "B" }), "s") as any;
    expect(select.options).toEqual([
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ]);
    expect((fieldFor(choice("s", "d", ["a"]), "s") as any).options).toEqual([{ value: "a", label: "a" }]);
  });

  it("let an optional whole number be left empty, and require a required one", () => {
    expect(editorAccepts(fieldFor(integer("n", "d", { min: 0, max: 5 }).optional(), "n"), undefined)).toBe(true);
    expect(editorAccepts(fieldFor(integer("n", "d", { min: 0, max: 5 }).optional(), "n"), 9)).toBe(false);
    expect(editorAccepts(fieldFor(integer("n", "d", { min: 0, max: 5 }), "n"), undefined)).toBe(false);
  });

  it("make an object of fields and a list of items, in the schema's order", () => {
    const fields = fieldsFor(
      group("G", "d", {
        title: text("T", "d"),
        items: list("L", "d", text("I", "d"), { min: 1 }),
      }),
    );
    expect(Object.keys(fields)).toEqual(["title", "items"]);
    expect((fields.items as any).kind).toBe("array");
  });

  it("refuse a schema field without a label, so no field reaches the owner unexplained", () => {
    expect(() => fieldFor(text("", "d"), "untitled")).toThrow(/"untitled" has no label/);
  });
});
