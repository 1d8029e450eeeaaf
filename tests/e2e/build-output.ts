/**
 * Reading the build folder as a browser would: which files a page loads. Shared by the tests
 * that check the build's bytes and contents.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const dist = "dist";

export function htmlFileFor(path: string): string {
  if (path === "/") return join(dist, "index.html");
  if (path === "/404") return join(dist, "404.html");
  return join(dist, path, "index.html");
}

export const asset = (url: string) => readFileSync(join(dist, url));

/** A module and everything it imports, statically or dynamically, once each. */
function moduleGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = asset(url).toString("utf8");
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g))
      queue.push(new URL(specifier!, `http://x${url}`).pathname);
  }
  return [...seen];
}

/**
 * What a page's HTML makes the browser load: every script file (its module scripts, its
 * islands' components and renderer, and all they import), its inline scripts' text, and its
 * stylesheets.
 */
export function pageAssets(html: string) {
  const scriptTags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const executableInline = scriptTags.filter(
    ([, attributes]) => !/\bsrc=|type="application\/ld\+json"/.test(attributes!),
  );
  const inlineScripts = executableInline.map(([, , text]) => text!).join("\n");
  const entryScripts = [
    ...scriptTags.flatMap(([, attributes]) => /\bsrc="(\/_astro\/[^"]+\.js)"/.exec(attributes!)?.[1] ?? []),
    ...[...html.matchAll(/\b(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!),
    ...[...inlineScripts.matchAll(/from\s*"(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!),
  ];
  return {
    scriptFiles: moduleGraph([...new Set(entryScripts)]),
    inlineScripts,
    styles: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!),
  };
}

export const readPage = (path: string) => readFileSync(htmlFileFor(path), "utf8");

/** The quote form frames a built page carries, each still in the <template> the page script makes it from. */
export const quoteFramesIn = (root: ParentNode): HTMLIFrameElement[] =>
  [...root.querySelectorAll<HTMLTemplateElement>("[data-quote-frame] > template")].flatMap((template) => [
    ...template.content.querySelectorAll("iframe"),
  ]);
