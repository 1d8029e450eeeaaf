/**
 * Under `npm run edit` only: a bar over the editor linking the "Ready to launch?" page with the count of items left,
 * and a banner naming what the next build would refuse, in its words, checked every two seconds.
 */
import { launchLinkStyle } from "./launch-link-style.ts";
import { changedEvent } from "./save-messages.ts";
import "./saves-in-window.ts";
import "./without-error-overlay.ts";

const banner = Object.assign(document.createElement("section"), {
  role: "alert",
  ariaLabel: "The site cannot be published",
});
banner.style.cssText = `max-height: 40vh; overflow: auto; padding: 12px 20px; background: #7f1d1d; color: #fff;
  white-space: pre-wrap`;

const launch = Object.assign(document.createElement("a"), { href: "/keystatic/ready-to-launch" });
launch.style.cssText = `margin: 0 12px 12px auto; ${launchLinkStyle}`;

// Bottom right, clear of the editor's Save button (top right) and its list of screens (left).
const bar = document.createElement("div");
bar.style.cssText = `position: fixed; inset-inline: 0; bottom: 0; z-index: 2147483647; display: flex;
  flex-direction: column; align-items: flex-end; pointer-events: none; font: 14px/1.5 system-ui, sans-serif`;
for (const part of [launch, banner]) part.style.pointerEvents = "auto";
banner.style.alignSelf = "stretch";

async function check() {
  if (document.visibilityState !== "visible") return;
  try {
    const response = await fetch("/_content-check", { cache: "no-store" });
    const { problems, launchItems } = (await response.json()) as { problems: string[]; launchItems?: number };
    banner.textContent = `The site cannot be published until this is fixed:\n\n${problems.join("\n\n")}`;
    launch.textContent =
      launchItems === undefined
        ? "Ready to launch?"
        : launchItems === 0
          ? "Ready to launch? Yes"
          : `Ready to launch? ${launchItems} left`;
    bar.replaceChildren(launch, ...(problems.length > 0 ? [banner] : []));
    if (!bar.isConnected) document.body.append(bar);
  } catch {
    // The dev server is restarting; the next check will tell.
  }
}

if (location.pathname.startsWith("/keystatic")) {
  void check();
  setInterval(check, 2000);
  window.addEventListener(changedEvent, check);
}
