/** npm run check:launch: fails, naming each, while a placeholder or unconfirmed sample is left in the content. */
import { launchProblems } from "../src/lib/fields/launch-check.ts";
import { contentFiles, readBusiness } from "../src/lib/content/content-files.ts";

const problems = launchProblems(readBusiness(), contentFiles());
if (problems.length > 0) {
  console.error(
    `Not ready to launch: confirm or replace these in the editor (npm run edit):\n  - ${problems.join("\n  - ")}`,
  );
  process.exit(1);
}
console.log("Launch check passed: no placeholder or unconfirmed sample left in the content.");
