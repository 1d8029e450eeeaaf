/**
 * Makes a pre-rendered page wait for the visitor before it loads the app: React Router's
 * module script gets a type browsers do not run, and its module preloads move into an
 * attribute, for startApp() (app/lib/start-app.ts) to restore on the first interaction.
 * See docs/decisions/005-start-the-app-on-first-interaction.md.
 */
import { modulePreloadsAttribute, waitingModuleType } from "../../app/lib/start-app.ts";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScriptTag = '<script type="module" async="">';

/** Throws, naming the page, if React Router's markup is not what this expects (say, after an upgrade). */
export function deferAppStart(html: string, page: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const moduleScripts = html.split(moduleScriptTag).length - 1;
  if (moduleScripts !== 1 || preloads.length === 0)
    throw new Error(
      `deferAppStart: ${page} has ${moduleScripts} React Router module scripts and ${preloads.length} module preloads; ` +
        "expected one script and some preloads. Has React Router changed its markup?",
    );
  return html
    .replace(modulePreload, "")
    .replace(
      moduleScriptTag,
      `<script type="${waitingModuleType}" ${modulePreloadsAttribute}="${preloads.join(" ")}">`,
    );
}
