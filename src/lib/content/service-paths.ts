/**
 * Where each service page answers. The header and footer link the -atlanta paths, the home
 * page's cards the short ones: one page, two addresses, the -atlanta one canonical.
 */
import type { ServicePageKey } from "../../schemas/services.ts";

export const servicePaths = {
  "residential-moving": { path: "/residential-moving-atlanta", shortPath: "/residential-moving" },
  "senior-moving": { path: "/senior-moving-services-atlanta", shortPath: "/senior-moving-services" },
  "commercial-moving": { path: "/commercial-office-moving-atlanta", shortPath: "/commercial-office-moving" },
  "packing-services": { path: "/packing-services-atlanta", shortPath: "/packing-services" },
  "storage-solutions": { path: "/storage-solutions", shortPath: "/storage-solutions" },
} as const satisfies Record<ServicePageKey, { path: string; shortPath: string }>;

/** The short addresses that serve a page whose canonical address is another. */
export const aliasPaths: readonly string[] = Object.values(servicePaths)
  .filter(({ path, shortPath }) => path !== shortPath)
  .map(({ shortPath }) => shortPath);

/** The address search engines should index for a page answering at `path`: a short service address names its -atlanta page. */
export function canonicalPathOf(path: string): string {
  return Object.values(servicePaths).find(({ shortPath }) => shortPath === path)?.path ?? path;
}
