/**
 * npm run format: every YAML file in src/content/ as the editor (Keystatic) writes it, so an editor save
 * never shows up as a reformatting diff. Prettier leaves these files alone (.prettierignore).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { contentYamlFiles, keystaticYaml } from "../src/lib/content/content-files.ts";

let changed = 0;
for (const file of contentYamlFiles()) {
  const text = readFileSync(file, "utf8");
  const formatted = keystaticYaml(text);
  if (formatted !== text) {
    writeFileSync(file, formatted);
    changed++;
    console.log(`formatted ${file}`);
  }
}
console.log(`${changed} content file(s) formatted`);
