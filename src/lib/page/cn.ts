/** Joins class names, skipping falsy ones. Small enough not to need a library. */
export function cn(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(" ");
}
