/**
 * A legal page's Markdown, rendered to HTML, cut into its numbered sections at each "## "
 * heading, so the page can give each one its own landmark, number and table-of-contents entry.
 */
export type LegalSection = { id: string; title: string; html: string };

const heading = /<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g;

/** A heading's HTML as text: tags dropped, the entities Markdown writes decoded. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .trim();

export function legalSections(html: string): LegalSection[] {
  const matches = [...html.matchAll(heading)];
  if (matches.length === 0 || html.slice(0, matches[0]!.index).trim())
    throw new Error("A legal page's text must start with a '## ' heading, and every part of it must be under one");
  return matches.map((match, index) => {
    const end = matches[index + 1]?.index ?? html.length;
    return {
      id: match[1]!,
      title: plainText(match[2]!),
      html: html.slice(match.index + match[0].length, end).trim(),
    };
  });
}
