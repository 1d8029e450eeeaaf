/** The owner's editor in astro.config.ts: Keystatic under `astro dev`, and the admin build. */
import node from "@astrojs/node";
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import { contentProblems } from "../../scripts/lib/content-check.ts";
import { editorHeaders } from "./editor-headers.ts";

/**
 * The admin build (ADMIN_BUILD=1): the owner's editor in GitHub mode, served by Node, built
 * from this repository beside the public site (README, "Editing the live site"). Local mode
 * saves without a login, so the admin build refuses to be built without GitHub mode.
 */
export const adminBuild = process.env.ADMIN_BUILD === "1";
if (adminBuild && !process.env.PUBLIC_KEYSTATIC_GITHUB_REPO)
  throw new Error(
    "ADMIN_BUILD=1 needs PUBLIC_KEYSTATIC_GITHUB_REPO (owner/name): the editor is never deployed in local mode.",
  );

const contentCheckBanner = "/src/browser/content-check-banner.ts";

/**
 * Keystatic under `astro dev` (npm run edit) and in the admin build only. Its routes need a
 * server, so the public build, which has no adapter, leaves it out and holds no editor code.
 * Under `astro dev` the editor also shows, in a banner, anything in the content the build would
 * refuse (scripts/lib/content-check.ts), so the owner never has to read a terminal.
 */
export function editor(): AstroIntegration {
  const integration = keystatic();
  return {
    name: "editor-in-dev-and-admin-builds",
    hooks: {
      "astro:config:setup": (options) => {
        if (options.command === "dev" || adminBuild) return integration.hooks["astro:config:setup"]?.(options);
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use("/_content-check", async (_request, response) => {
          response.setHeader("Content-Type", "application/json");
          response.end(JSON.stringify({ problems: await contentProblems() }));
        });
        // Keystatic's page has no <head> for Astro to add a script to: the banner's script is
        // appended to the page as it is sent.
        server.middlewares.use((request, response, next) => {
          if (request.url?.startsWith("/keystatic")) {
            const end = response.end.bind(response);
            response.end = ((...args: Parameters<typeof end>) => {
              if (typeof args[0] === "string" || args[0] instanceof Uint8Array) response.write(args[0]);
              return end(`<script type="module" src="${contentCheckBanner}"></script>`);
            }) as typeof response.end;
          }
          next();
        });
      },
    },
  };
}

const adminHostModule = "virtual:admin-host";

/**
 * The admin build's adapter: @astrojs/node in standalone mode, whose server entry
 * (dist/server/entry.mjs) is src/admin/server.ts instead of the adapter's own. That server sends
 * the editor's headers on every response, the editor's static files included, and sends every
 * address outside the editor to the public site, so a host needs no proxy in front of it.
 */
export function adminHost({ publicSiteUrl }: { publicSiteUrl: string }): AstroIntegration {
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
            // The adapter's server module starts a server of its own when imported, unless this
            // says "disabled": src/admin/server.ts imports its handler and starts the server itself.
            define: { "process.env.ASTRO_NODE_AUTOSTART": JSON.stringify("disabled") },
            plugins: [
              {
                name: adminHostModule,
                resolveId: (id) => (id === adminHostModule ? `\0${adminHostModule}` : undefined),
                load: (id) =>
                  id === `\0${adminHostModule}`
                    ? `export const editorHeaders = ${JSON.stringify(editorHeaders())};\n` +
                      `export const publicSiteUrl = ${JSON.stringify(publicSiteUrl)};\n`
                    : undefined,
              },
            ],
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
