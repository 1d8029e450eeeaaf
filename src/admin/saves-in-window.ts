/**
 * In each editor window (src/admin/saves.ts): names, with each save, the version of each file this window read, so the
 * server refuses a save that would undo another window's; and keeps the window open with its typed words when a file
 * changes, where Vite would reload it.
 */
import { changedEvent, editorEvent, readHeader } from "./save-messages.ts";

type TreeEntry = { path: string; sha: string };
type Update = { additions: { path: string }[]; deletions: { path: string }[] };

/** Each file's version as this window read it: the file list Keystatic loaded first, then what its own saves wrote. */
const read = new Map<string, string>();
const remember = async (response: Response) => {
  if (!response.ok) return;
  read.clear();
  for (const { path, sha } of (await response.clone().json()) as TreeEntry[]) read.set(path, sha);
};

/** The files whose save this tab had refused, kept over its reload (sessionStorage). */
const refusedKey = "editor:refused-saves";

/**
 * Keystatic keeps an entry's unsaved form as a draft and restores it over the saved version on the next load, where a
 * save would then undo the other window's change after all: after a refused save, that draft goes.
 */
function dropDrafts(paths: string[]) {
  if (paths.length === 0) return;
  const request = indexedDB.open("keystatic");
  // No drafts yet: create nothing, so Keystatic still makes its own store.
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onsuccess = () => {
    const database = request.result;
    if (!database.objectStoreNames.contains("items")) return database.close();
    const cursor = database.transaction("items", "readwrite").objectStore("items").openCursor();
    cursor.onsuccess = () => {
      const draft = cursor.result;
      if (!draft) return database.close();
      const files = (draft.value as { files?: Map<string, unknown> }).files;
      if (files && paths.some((path) => files.has(path))) draft.delete();
      draft.continue();
    };
  };
}
dropDrafts(JSON.parse(sessionStorage.getItem(refusedKey) ?? "[]") as string[]);
sessionStorage.removeItem(refusedKey);

const fetchAsKeystatic = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname === "/api/keystatic/tree" && read.size === 0) {
    const response = await fetchAsKeystatic(input, init);
    await remember(response);
    return response;
  }
  if (url.pathname === "/api/keystatic/update" && typeof init?.body === "string") {
    const { additions, deletions } = JSON.parse(init.body) as Update;
    const versions = Object.fromEntries([...additions, ...deletions].map(({ path }) => [path, read.get(path) ?? null]));
    const headers = new Headers(init.headers);
    headers.set(readHeader, JSON.stringify(versions));
    const response = await fetchAsKeystatic(input, { ...init, headers });
    if (response.status === 409) {
      const paths = Object.keys(versions);
      dropDrafts(paths);
      sessionStorage.setItem(refusedKey, JSON.stringify(paths));
    }
    await remember(response);
    return response;
  }
  return fetchAsKeystatic(input, init);
};

if (import.meta.hot) {
  import.meta.hot.send(editorEvent);
  import.meta.hot.on(changedEvent, () => window.dispatchEvent(new Event(changedEvent)));
}
