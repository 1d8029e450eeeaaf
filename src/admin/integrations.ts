/**
 * The admin build's adapter (ADMIN_BUILD=1, README "Editing the live site"): @astrojs/node in
 * standalone mode, whose server entry (dist/server/entry.mjs) is src/admin-server.ts instead of
 * the adapter's own. That server sends the editor's headers (scripts/lib/http-headers.ts) on
 * every response, the editor's static files included, and sends every address outside the
 * editor to the public site, so a host needs no proxy in front of it.
 */
import node from "@astrojs/node";
import type { AstroIntegration } from "astro";
import { editorHeaders } from "./lib/http-headers.ts";

const adminHostModule = "virtual:admin-host";

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
            // says "disabled": src/admin-server.ts imports its handler and starts the server itself.
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
            options.setAdapter({ ...settings, serverEntrypoint: new URL("../src/admin-server.ts", import.meta.url) }),
        }),
    },
  };
}
