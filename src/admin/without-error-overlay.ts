/**
 * On the editor's pages: Vite shows a public page's error on every page it serves, the editor's too, over the forms and
 * their Save button until a reload. The banner names what the owner can fix instead.
 */
new MutationObserver(() => document.querySelector("vite-error-overlay")?.remove()).observe(document.body, {
  childList: true,
});
