declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded and the browser is idle (src/client-directives/after-load.ts). */
    "client:afterload"?: boolean;
  }
}

export {};
