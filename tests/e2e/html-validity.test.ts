/**
 * Every pre-rendered page passes html-validate's recommended rules (.htmlvalidate.json),
 * read straight from the build folder: what the visitor's browser parses first.
 *
 * Rules turned off in .htmlvalidate.json, and why: attr-case and void-style (React writes
 * charSet and <meta/>), and tel-non-breaking: phone numbers are kept on one line by a
 * whitespace-nowrap span the rule does not look into, and its own fix (U+2011 hyphens in the
 * text) would break copy-and-paste dialling.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate, type ConfigData } from "html-validate";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const config = JSON.parse(readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8")) as ConfigData;

test("every built page is valid HTML", async () => {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(clientDir, file));
  expect(files.length, `no HTML files in ${clientDir}: build first`).toBeGreaterThan(0);

  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, "utf8"), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${relative(clientDir, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
        );
      }
    }
  }
  test.info().annotations.push({ type: "pages validated", description: String(files.length) });
  expect(problems).toEqual([]);
});
