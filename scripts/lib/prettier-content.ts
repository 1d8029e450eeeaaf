/**
 * Prettier's layout for the editor's content files (.prettierrc.json): each written as Keystatic writes it, YAML with
 * js-yaml's dump and Markdown's text with Markdoc's formatter, so `npm run lint` checks them like every other file and
 * an editor save never shows up as a reformatting diff.
 */
import Markdoc from "@markdoc/markdoc";
import type { Plugin } from "prettier";
import { keystaticYaml, splitMarkdown } from "../../src/lib/content/content-files.ts";

/** A content file's text as the editor would save it. */
const asTheEditorWrites = {
  "keystatic-yaml": keystaticYaml,
  "keystatic-markdown": (text: string) => {
    const { frontmatter, body } = splitMarkdown(text);
    return `---\n${keystaticYaml(frontmatter)}---\n${Markdoc.format(Markdoc.parse(body))}`;
  },
};
type Format = keyof typeof asTheEditorWrites;
type Formatted = { formatted: string };

const formats = Object.keys(asTheEditorWrites) as Format[];
const plugin: Plugin<Formatted> = {
  languages: formats.map((format) => ({ name: format, parsers: [format] })),
  parsers: Object.fromEntries(
    formats.map((format) => [
      format,
      {
        parse: (text: string) => ({ formatted: asTheEditorWrites[format](text) }),
        astFormat: "keystatic",
        locStart: () => 0,
        locEnd: () => 0,
      },
    ]),
  ),
  printers: { keystatic: { print: (path) => path.node.formatted } },
};
export default plugin;
