/** The Markdown step of the build and the content check: fills {placeholders}, cuts legal pages into "## " sections. */
import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { toHtml } from "hast-util-to-html";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defineHastPlugin, type HastPluginEntry, type HastVisitorContext } from "satteri";
import type { Business } from "../../schemas/business.ts";
import { splitMarkdown } from "./content-files.ts";
import { fillText, placeholderValues } from "./placeholders.ts";

/** "src/content/guides/x.md → text, line 12": the body's line, counted in the whole file. */
function where(ctx: HastVisitorContext, line = 0) {
  const path = fileURLToPath(ctx.fileURL!);
  const frontmatterLines = splitMarkdown(readFileSync(path, "utf8")).frontmatter.split("\n").length + 2;
  return `${relative(process.cwd(), path)} → text, line ${frontmatterLines + line}`;
}

/** Each "## " section's HTML, in order, for the legal page (src/data/legal.ts). */
const legalSections = defineHastPlugin({
  name: "legal-sections",
  after(root, ctx) {
    const sections: (typeof root.children)[] = [];
    for (const node of root.children) {
      if (node.type === "element" && node.tagName === "h2") sections.push([]);
      else if (sections.length > 0) sections.at(-1)!.push(node);
      else if (node.type !== "text" || node.value.trim())
        throw new Error(`${where(ctx)}: a legal page's text must start with a '## ' heading`);
    }
    ctx.data.astro!.frontmatter.sectionHtml = sections.map((nodes) =>
      toHtml(nodes, { allowDangerousHtml: true, characterReferences: { useNamedReferences: true } }).trim(),
    );
  },
});

export function markdownPlugins(business: Business): HastPluginEntry[] {
  const values = placeholderValues(business);
  const fill = defineHastPlugin({
    name: "placeholders",
    // Part of the config Astro hashes: a changed value renders the Markdown again.
    values,
    options: { position: true },
    text(node, ctx) {
      if (!/\{[A-Za-z]+\}/.test(node.value)) return;
      const at = where(ctx, node.position?.start.line);
      ctx.replaceNode(
        node,
        node.value.split(/(\{phone\})/).map((part) =>
          // A phone number never breaks at its hyphen; its schema lets no HTML character in.
          part === "{phone}"
            ? { type: "raw", value: `<span class="whitespace-nowrap">${values.phone}</span>` }
            : { type: "text", value: fillText(part, values, at) },
        ),
      );
    },
  });
  return [fill, ({ fileURL }) => fileURL?.pathname.includes("/content/legal/") && legalSections];
}

/** The error the build would stop on for this Markdown body, or undefined. */
export async function markdownProblem(business: Business, file: string, body: string) {
  const processor = await createSatteriMarkdownProcessor({ hastPlugins: markdownPlugins(business) });
  try {
    await processor.render(body, { fileURL: pathToFileURL(file) });
  } catch (error) {
    return (error as Error).message;
  }
}
