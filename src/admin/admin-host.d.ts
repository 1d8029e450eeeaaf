/** Written by adminHost() (integrations.ts) for the admin build's server (server.ts). */
declare module "virtual:admin-host" {
  /** The headers every response of the admin build carries (editor-headers.ts). */
  export const editorHeaders: Record<string, string>;
  /** business.siteUrl: where addresses outside the editor redirect. */
  export const publicSiteUrl: string;
}
