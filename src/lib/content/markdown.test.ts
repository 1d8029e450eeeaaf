import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { readBusiness } from "./content-files";
import { markdownPlugins, markdownProblem } from "./markdown";

const business = readBusiness();
const folder = join(mkdtempSync(join(tmpdir(), "markdown-")), "content/legal");
mkdirSync(folder, { recursive: true });

/** A Markdown file under content/legal/, after two lines of frontmatter. */
function write(name: string, body: string) {
  const file = join(folder, `${name}.md`);
  writeFileSync(file, `---\nname: ${name}\n---\n${body}`);
  return file;
}

/** The body as the build renders it. */
async function render(name: string, body: string) {
  const processor = await createSatteriMarkdownProcessor({ hastPlugins: markdownPlugins(business) });
  return processor.render(body, { fileURL: pathToFileURL(write(name, body)) });
}

describe("the Markdown step", () => {
  it("fills the business details into the text, a phone number kept on one line", async () => {
    const rendered = await render("filled", "## Calling\n\nCall {companyName} at {phone} & ask.");
    expect(rendered.code).toContain(
      `<p>Call ${business.name} at <span class="whitespace-nowrap">${business.phone.display}</span> &amp; ask.</p>`,
    );
  });

  it("stops at an unknown placeholder, naming the file and its line", async () => {
    const body = "## Calling\n\nCall {phnoe} today.";
    expect(await markdownProblem(business, write("misspelt", body), body)).toMatch(
      /^Unknown placeholder \{phnoe\} in .*misspelt\.md → text, line 6\. Known: .*\{phone\}/,
    );
  });

  it("cuts a legal page at each second-level heading: its anchor, its title as plain text and its body", async () => {
    const rendered = await render(
      "terms",
      "## Payment\n\nDue on completion.\n\n## Fees & *deposits*\n\n- 24 hours & <b>x</b>\n",
    );
    expect(rendered.metadata.headings).toEqual([
      { depth: 2, slug: "payment", text: "Payment" },
      { depth: 2, slug: "fees--deposits", text: "Fees & deposits" },
    ]);
    expect(rendered.metadata.frontmatter.sectionHtml).toEqual([
      "<p>Due on completion.</p>",
      "<ul>\n<li>24 hours &amp; <b>x</b></li>\n</ul>",
    ]);
  });

  it("refuses legal text that stands before the first heading, which no section would show", async () => {
    const file = write("orphan", "Orphan.\n\n## A\n");
    expect(await markdownProblem(business, file, "Orphan.\n\n## A\n")).toMatch(/must start with a '## ' heading/);
    expect(await markdownProblem(business, file, "No headings at all.\n")).toMatch(/must start with a '## ' heading/);
  });
});
