/** Under `npm run edit` only: a banner over the editor naming what the next build would refuse, in its words. */
const banner = Object.assign(document.createElement("section"), {
  role: "alert",
  ariaLabel: "The site cannot be published",
});
banner.style.cssText = `position: fixed; inset-inline: 0; bottom: 0; z-index: 2147483647; max-height: 40vh; overflow: auto;
  padding: 12px 20px; background: #7f1d1d; color: #fff; font: 14px/1.5 system-ui, sans-serif; white-space: pre-wrap`;

async function check() {
  if (document.visibilityState !== "visible") return;
  try {
    const response = await fetch("/_content-check", { cache: "no-store" });
    const { problems } = (await response.json()) as { problems: string[] };
    banner.textContent = `The site cannot be published until this is fixed:\n\n${problems.join("\n\n")}`;
    if (problems.length === 0) banner.remove();
    else if (!banner.isConnected) document.body.append(banner);
  } catch {
    // The dev server is restarting; the next check will tell.
  }
}

if (location.pathname.startsWith("/keystatic")) {
  void check();
  setInterval(check, 2000);
}
