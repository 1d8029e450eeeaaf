/**
 * Every pre-rendered page is valid HTML, read straight from the build folder: what the
 * visitor's browser parses first. Two checkers, because each finds what the other misses:
 * the W3C's Nu HTML Checker (vnu-jar, on Java) knows the HTML standard's content models and
 * ARIA-in-HTML rules (an attribute not allowed on an element, a <style> in the wrong place);
 * html-validate's recommended rules (.htmlvalidate.json) add lint the standard does not make,
 * such as heading order, inline styles and redundant roles.
 *
 * Rules turned off in .htmlvalidate.json, and why: attr-case and void-style (React writes
 * charSet and <meta/>), attribute-boolean-style and attribute-empty-style (React writes hidden="", Astro
 * async: both valid), and tel-non-breaking: phone numbers are kept on one line by a whitespace-nowrap span
 * the rule does not look into, and its own fix (U+2011 hyphens in the text) would break
 * copy-and-paste dialling.
 *
 * One thing is taken out before validating: the <style> Astro's island runtime writes for its
 * own elements (astro-island, astro-slot) just before the first island, in the body. It is
 * the framework's, browsers apply it, and nothing of ours can move it to the head.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate, type ConfigData } from "html-validate";
import { builtHtmlFiles, dist, readBuilt } from "./build-output";

const astroIslandStyle = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
const config = JSON.parse(readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8")) as ConfigData;

const vnuJar = "node_modules/vnu-jar/build/dist/vnu.jar";

type VnuMessage = { type: string; url: string; lastLine?: number; message: string };

test("the Nu HTML Checker finds no error in any built page", () => {
  // It writes its JSON report to stderr, and exits non-zero when it finds an error.
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--skip-non-html", dist], {
    encoding: "utf8",
  });
  expect(run.error, "java could not be started").toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = messages.map(
    ({ url, lastLine, message }) => `${relative(dist, url.replace("file:", ""))}:${lastLine ?? 0} ${message}`,
  );
  expect(errors).toEqual([]);
});

test("html-validate's recommended rules pass on every built page", async () => {
  const files = builtHtmlFiles();
  expect(files.length, `no HTML files in ${dist}: build first`).toBeGreaterThan(0);

  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const file of files) {
    const html = readBuilt(file).replace(astroIslandStyle, "");
    const report = await validator.validateString(html, file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
        );
      }
    }
  }
  test.info().annotations.push({ type: "pages validated", description: String(files.length) });
  expect(problems).toEqual([]);
});
