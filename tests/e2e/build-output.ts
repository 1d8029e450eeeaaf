/**
 * The build folder as the tests read it: each built HTML file read once and parsed once per test
 * worker, and which files a page makes the browser load. Every suite that reads built pages gets
 * them here, so a page is parsed once however many suites check it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";

export const dist = "dist";

/** Every HTML file the build wrote, relative to dist: the pages, 404.html and 500.html. */
export const builtHtmlFiles = () =>
  readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();

/** The HTML file the server answers a page's address with, relative to dist. */
const fileOf = (path: string) => (path === "/404" ? "404.html" : join(path.slice(1), "index.html"));

const texts = new Map<string, string>();
/** A built HTML file's text (relative to dist), read once per worker. */
export function readBuilt(file: string): string {
  if (!texts.has(file)) texts.set(file, readFileSync(join(dist, file), "utf8"));
  return texts.get(file)!;
}

/** A page's built HTML, by its address ("/404" for the not-found page). */
export const readPage = (path: string) => readBuilt(fileOf(path));

// One window's DOMParser: a document each, without a window each (a JSDOM window costs ~9 MB).
const parser = new new JSDOM().window.DOMParser();
const documents = new Map<string, Document>();
/**
 * A page's built HTML as a document, parsed once per worker and shared by every test in it:
 * read it, never change it (clone it first: `document.cloneNode(true)`). Its scripts never run.
 */
export function pageDocument(path: string): Document {
  if (!documents.has(path)) documents.set(path, parser.parseFromString(readPage(path), "text/html"));
  return documents.get(path)!;
}

const assets = new Map<string, Buffer>();
/** A built file by its URL, read once per worker. */
export function asset(url: string): Buffer {
  if (!assets.has(url)) assets.set(url, readFileSync(join(dist, url)));
  return assets.get(url)!;
}

/** A module and everything it imports, statically or dynamically, once each. */
export function moduleGraph(entries: string[]): string[] {
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

type PageAssets = { scriptFiles: string[]; inlineScripts: string; styles: string[] };
const pageAssetLists = new Map<string, PageAssets>();

/**
 * What a page makes the browser load, by its address: every script file (its module scripts, its
 * islands' components and renderer, and all they import), its inline scripts' text, and its
 * stylesheets.
 */
export function pageAssets(path: string): PageAssets {
  if (!pageAssetLists.has(path)) pageAssetLists.set(path, assetsOf(readPage(path)));
  return pageAssetLists.get(path)!;
}

function assetsOf(html: string): PageAssets {
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

/** The quote form frames a built page carries, each still in the <template> the page script makes it from. */
export const quoteFramesIn = (root: ParentNode): HTMLIFrameElement[] =>
  [...root.querySelectorAll<HTMLTemplateElement>("[data-quote-frame] > template")].flatMap((template) => [
    ...template.content.querySelectorAll("iframe"),
  ]);
