/**
 * The admin build's link from every editor page to "Ready to launch?", bottom right as under `npm run edit`: plain
 * HTML, added as the page is sent, since Keystatic's page has no place for it (the banner's script adds it in dev).
 */
import { defineMiddleware } from "astro:middleware";
import { launchLinkStyle } from "./launch-link-style.ts";

const link = `<a href="/keystatic/ready-to-launch" style="position: fixed; right: 12px; bottom: 12px; z-index: 2147483647; font: 14px/1.5 system-ui, sans-serif; ${launchLinkStyle}">Ready to launch?</a>`;

export const onRequest = defineMiddleware(async ({ url }, next) => {
  const response = await next();
  const editorPage =
    /^\/keystatic(\/|$)/.test(url.pathname) &&
    !url.pathname.startsWith("/keystatic/ready-to-launch") &&
    response.headers.get("content-type")?.startsWith("text/html");
  if (!editorPage) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(`${await response.text()}${link}`, { status: response.status, headers });
});
