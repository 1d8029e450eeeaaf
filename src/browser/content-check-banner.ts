/** Under `npm run edit` only: a banner over the editor naming what the next build would refuse, in its words. */
const route = "/_content-check";
const bannerId = "content-check-banner";

function render(problems: string[]) {
  let banner = document.getElementById(bannerId);
  if (problems.length === 0) return banner?.remove();
  if (!banner) {
    banner = document.createElement("section");
    banner.id = bannerId;
    banner.setAttribute("role", "alert");
    banner.setAttribute("aria-label", "The site cannot be published");
    Object.assign(banner.style, {
      position: "fixed",
      insetInline: "0",
      bottom: "0",
      zIndex: "2147483647",
      maxHeight: "40vh",
      overflow: "auto",
      padding: "12px 20px",
      background: "#7f1d1d",
      color: "#fff",
      font: "14px/1.5 system-ui, sans-serif",
      whiteSpace: "pre-wrap",
    });
    document.body.append(banner);
  }
  banner.textContent = `The site cannot be published until this is fixed:\n\n${problems.join("\n\n")}`;
}

async function check() {
  if (document.visibilityState !== "visible") return;
  try {
    const response = await fetch(route, { cache: "no-store" });
    render(((await response.json()) as { problems: string[] }).problems);
  } catch {
    // The dev server is restarting; the next check will tell.
  }
}

if (location.pathname.startsWith("/keystatic")) {
  void check();
  setInterval(check, 2000);
}
