/** Defined by adminHost() (integrations.ts) for the admin build's server (server.ts). */
/** The headers every response of the admin build carries. */
declare const __EDITOR_HEADERS__: Record<string, string>;
/**
 * business.siteUrl: where addresses outside the editor redirect (null when its line holds no address: they answer 404).
 */
declare const __PUBLIC_SITE_URL__: string | null;
