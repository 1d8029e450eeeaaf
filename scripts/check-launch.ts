/**
 * npm run check:launch: fails, naming every field, while src/config/business.ts still holds a
 * placeholder (src/config/launch-check.ts). npm run build:production runs it before building.
 */
import { business } from "../src/config/business.ts";
import { launchProblems } from "../src/config/launch-check.ts";

const problems = launchProblems(business);
if (problems.length > 0) {
  console.error(
    `Not ready to launch: replace these placeholders in src/config/business.ts:\n  - ${problems.join("\n  - ")}`,
  );
  process.exit(1);
}
console.log("Launch check passed: no placeholder left in src/config/business.ts.");
