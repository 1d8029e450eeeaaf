/** Written by scripts/admin-host.ts for the admin build's server (src/admin-server.ts). */
declare module "virtual:admin-host" {
  /** The headers every response of the admin build carries (scripts/lib/http-headers.ts). */
  export const editorHeaders: Record<string, string>;
  /** business.siteUrl: where addresses outside the editor redirect. */
  export const publicSiteUrl: string;
}
