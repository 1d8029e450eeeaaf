/** What an editor window and the dev server say to each other about saves (saves.ts, saves-in-window.ts). */

/** The header in which a window names, for each file it saves, the version it read. */
export const readHeader = "x-editor-read";
/** The message a window's editor hears of a content change instead of a reload. */
export const changedEvent = "editor:files-changed";
/** The message with which an editor window makes itself known. */
export const editorEvent = "editor:window";
