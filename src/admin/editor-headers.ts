/**
 * The admin build's headers (the live editor, README "Editing the live site"): made for the
 * editor, beside the public site's (scripts/lib/http-headers.ts), and sent by its own server on
 * every response (src/admin/server.ts).
 */
import { permissionsPolicy, strictTransportSecurity, type PageCspConfig } from "../../scripts/lib/http-headers.ts";

/**
 * The hosts Keystatic's editor talks to in GitHub mode (its client code is in
 * node_modules/@keystatic/core), and nothing else.
 */
export const editorThirdParties = {
  /** GitHub's REST and GraphQL API: the repository's files, branches and commits. */
  githubApi: "https://api.github.com",
  /** A file's bytes at a commit (images and other binary fields). */
  githubFiles: "https://raw.githubusercontent.com",
  /** The signed-in person's picture. */
  githubAvatars: "https://avatars.githubusercontent.com",
  /** Where the editor's "create a GitHub App" form posts (README, "Editing the live site", step 3). */
  github: "https://github.com",
  /** The editor's typeface (Inter): its stylesheet links Google Fonts, and the files come from there. */
  fontStyles: "https://fonts.googleapis.com",
  fontFiles: "https://fonts.gstatic.com",
};

/**
 * The editor's policy, for the admin build's security.csp: Astro adds the hashes of the editor
 * page's inline scripts to script-src and sends it as a header. Keystatic writes its styles
 * into <style> elements and style attributes as it renders, so styles, unlike scripts, must
 * allow 'unsafe-inline'. Its image fields preview files through blob: URLs.
 */
export function editorCsp(parties: typeof editorThirdParties = editorThirdParties) {
  return {
    directives: [
      "default-src 'self'",
      `connect-src 'self' ${parties.githubApi} ${parties.githubFiles}`,
      `img-src 'self' blob: ${parties.githubAvatars}`,
      `font-src 'self' ${parties.fontFiles}`,
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self' ${parties.github}`,
    ],
    scriptDirective: { resources: ["'self'"] },
    styleDirective: { resources: ["'self'", "'unsafe-inline'", parties.fontStyles] },
  } satisfies PageCspConfig;
}

/**
 * The headers every response of the admin build carries (src/admin/server.ts): the editor's
 * policy, which the editor page replaces with the same policy plus its scripts' hashes; no
 * referrer beyond the admin host; and no search engine indexes the editor.
 */
export function editorHeaders(): Record<string, string> {
  const policy = editorCsp();
  return {
    "Content-Security-Policy": [
      ...policy.directives,
      `script-src ${policy.scriptDirective.resources.join(" ")}`,
      `style-src ${policy.styleDirective.resources.join(" ")}`,
    ].join("; "),
    "Strict-Transport-Security": strictTransportSecurity,
    "X-Content-Type-Options": "nosniff",
    // Addresses in the editor name the repository's entries and branches: GitHub need not see them.
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": permissionsPolicy,
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
