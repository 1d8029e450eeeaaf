import { describe, expect, it } from "vitest";
import { modulePreloadsAttribute, waitingModuleType } from "../../app/lib/start-app.ts";
import { deferAppStart } from "./defer-app-start.ts";

// The shape of React Router 8's pre-rendered output, shortened.
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
  "<body><main>Content</main><script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("deferAppStart", () => {
  const deferred = deferAppStart(page, "/");

  it("leaves no module script or module preload that would load the app on its own", () => {
    expect(deferred).not.toContain('type="module"');
    expect(deferred).not.toContain('rel="modulepreload"');
  });

  it("keeps the module script's code, waiting, with the preload URLs in order", () => {
    expect(deferred).toContain(
      `<script type="${waitingModuleType}" ${modulePreloadsAttribute}="/assets/manifest-1.js /assets/entry.client-2.js">` +
        'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
    );
  });

  it("leaves everything else as it was", () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(deferred).toContain("<main>Content</main><script>window.__reactRouterContext = {};</script>");
  });

  it("stops the build, naming the page, when React Router's markup is not what it expects", () => {
    expect(() => deferAppStart("<html><body>No scripts</body></html>", "/about")).toThrow(
      /\/about has 0 React Router module scripts/,
    );
  });
});
