/** How the link to "Ready to launch?" looks over the editor: a dark pill (content-check-banner.ts, launch-link.ts). */
export const launchLinkStyle = `display: inline-block; padding: 6px 14px; border-radius: 999px; background: #1f2328;
  color: #fff; text-decoration: none; box-shadow: 0 1px 4px rgb(0 0 0 / 0.3)`;
