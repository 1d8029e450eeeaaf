/**
 * Under `npm run edit`: no save overwrites a change its window has not seen, and no save elsewhere reloads a window
 * with words typed in it (docs/decisions/011-two-windows-saving-one-entry.md). Keystatic's local mode writes whatever a
 * window sends, and Vite reloads every page it serves when a content file changes, the editor's too.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { changedEvent, editorEvent, readHeader } from "./save-messages.ts";

/** A file's git blob id, as Keystatic's file list names versions. */
function blobSha(path: string): string | null {
  if (!existsSync(path)) return null;
  const bytes = readFileSync(path);
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** Refuses (409) a save of a file changed on disk since its window read it; tells editor windows, not reloads them. */
export function guardSaves(server: ViteDevServer, root: string) {
  server.middlewares.use("/api/keystatic/update", (request, response, next) => {
    const read = request.headers[readHeader];
    if (request.method !== "POST" || typeof read !== "string") return next();
    let versions: Record<string, string | null>;
    try {
      versions = JSON.parse(read) as Record<string, string | null>;
    } catch {
      return response.writeHead(400).end("Bad data");
    }
    const changed = Object.entries(versions).filter(([path, sha]) => blobSha(join(root, path)) !== sha);
    if (changed.length === 0) return next();
    response.writeHead(409, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(
      `Not saved: ${changed.map(([path]) => path).join(", ")} changed in another window or browser since this one opened it, and saving would undo that change. Copy what you typed, reload this page to see the saved version, then type your change again and save.`,
    );
  });

  const editors = new WeakSet<object>();
  server.ws.on(editorEvent, (_data, client) => editors.add(client));
  const send = server.ws.send.bind(server.ws) as (payload: unknown) => void;
  server.ws.send = ((payload: unknown, ...rest: unknown[]) => {
    if ((payload as { type?: string } | null)?.type !== "full-reload")
      return (send as (...args: unknown[]) => void)(payload, ...rest);
    for (const client of server.ws.clients)
      if (editors.has(client)) client.send(changedEvent, {});
      else client.send(payload as never);
  }) as typeof server.ws.send;
}
