/** The owner's editor in astro.config.ts: Keystatic under `astro dev`, and the admin build with its headers. */
import node from "@astrojs/node";
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import { contentProblems } from "../../scripts/lib/content-check.ts";
import { contentFiles, readBusiness, readOrUndefined } from "../lib/content/content-files.ts";
import { launchCount, launchGroups } from "../lib/fields/launch-check.ts";
import { pictureProblems } from "../lib/assets/picture-check.ts";
import { guardSaves } from "./saves.ts";
import { permissionsPolicy, strictTransportSecurity, type PageCspConfig } from "../../scripts/lib/http-headers.ts";

/** The admin build (README, "Editing the live site"): GitHub mode only, as local mode saves without a login. */
export const adminBuild = process.env.ADMIN_BUILD === "1";
if (adminBuild && !process.env.PUBLIC_KEYSTATIC_GITHUB_REPO)
  throw new Error(
    "ADMIN_BUILD=1 needs PUBLIC_KEYSTATIC_GITHUB_REPO (owner/name): the editor is never deployed in local mode.",
  );

/**
 * The editor's policy (Astro adds the script hashes): Keystatic calls GitHub's API and file host, shows avatars, posts
 * the GitHub App form, loads Google Fonts, writes inline styles and previews pictures through blob: URLs.
 */
export const editorCsp = {
  directives: [
    "default-src 'self'",
    "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    "font-src 'self' https://fonts.gstatic.com",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://github.com",
  ],
  scriptDirective: { resources: ["'self'"] },
  styleDirective: { resources: ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"] },
} satisfies PageCspConfig;

/**
 * Every admin response's headers (server.ts); no referrer beyond the host: its addresses name the repository's files.
 */
export const editorHeaders = {
  "Content-Security-Policy": [
    ...editorCsp.directives,
    `script-src ${editorCsp.scriptDirective.resources.join(" ")}`,
    `style-src ${editorCsp.styleDirective.resources.join(" ")}`,
  ].join("; "),
  "Strict-Transport-Security": strictTransportSecurity,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "Permissions-Policy": permissionsPolicy,
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex, nofollow",
};

/** What the editor's banner shows: what the build would refuse, and how many launch items are left. */
async function editorStatus() {
  // As in the build, the pictures are read once the content check passes.
  const contentSlips = await contentProblems();
  const problems = contentSlips.length > 0 ? contentSlips : await pictureProblems(contentFiles(), process.cwd());
  const business = readOrUndefined(readBusiness);
  return { problems, launchItems: business ? launchCount(launchGroups(business, contentFiles())) : undefined };
}

/**
 * Keystatic and its "Ready to launch?" page under `astro dev` and in the admin build; under `astro dev`, a banner
 * naming what the build would refuse and linking that page.
 */
export function editor(): AstroIntegration {
  return {
    name: "editor-in-dev-and-admin-builds",
    hooks: {
      "astro:config:setup": (options) => {
        if (options.command !== "dev" && !adminBuild) return;
        // Reads the files on disk under `astro dev`, and the repository on GitHub in the admin build.
        options.injectRoute({
          pattern: "/keystatic/ready-to-launch",
          entrypoint: new URL("./ready-to-launch.astro", import.meta.url),
          prerender: false,
        });
        // The admin build has no banner (its content is on GitHub): a plain link over the editor leads there.
        if (adminBuild)
          options.addMiddleware({ entrypoint: new URL("./launch-link.ts", import.meta.url), order: "post" });
        return keystatic().hooks["astro:config:setup"]?.(options);
      },
      "astro:server:setup": ({ server }) => {
        guardSaves(server, process.cwd());
        server.middlewares.use("/_content-check", async (_request, response) => {
          response.setHeader("Content-Type", "application/json");
          response.end(JSON.stringify(await editorStatus()));
        });
        // Keystatic's page has no <head> for Astro to add a script to: the banner's is appended as the page is sent.
        server.middlewares.use((request, response, next) => {
          if (request.url?.startsWith("/keystatic") && !request.url.startsWith("/keystatic/ready-to-launch")) {
            const end = response.end.bind(response);
            response.end = ((...args: Parameters<typeof end>) => {
              if (typeof args[0] === "string" || args[0] instanceof Uint8Array) response.write(args[0]);
              return end(`<script type="module" src="/src/admin/content-check-banner.ts"></script>`);
            }) as typeof response.end;
          }
          next();
        });
      },
    },
  };
}

/**
 * The admin build's adapter: @astrojs/node with server.ts as its entry (dist/server/entry.mjs): a host needs no proxy.
 */
export function adminHost({ publicSiteUrl }: { publicSiteUrl: string | undefined }): AstroIntegration {
  const adapter = node({ mode: "standalone" });
  const { "astro:config:setup": setup, "astro:config:done": done } = adapter.hooks;
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      "astro:config:setup": async (options) => {
        await setup?.(options);
        options.updateConfig({
          vite: {
            define: {
              // server.ts starts the server itself; the adapter's module would start its own when imported.
              "process.env.ASTRO_NODE_AUTOSTART": JSON.stringify("disabled"),
              // What server.ts needs from the content, which the built server does not read.
              __EDITOR_HEADERS__: JSON.stringify(editorHeaders),
              __PUBLIC_SITE_URL__: JSON.stringify(publicSiteUrl ?? null),
            },
          },
        });
      },
      "astro:config:done": (options) =>
        done?.({
          ...options,
          setAdapter: (settings) =>
            options.setAdapter({ ...settings, serverEntrypoint: new URL("./server.ts", import.meta.url) }),
        }),
    },
  };
}
