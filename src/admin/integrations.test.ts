import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../scripts/lib/http-headers.ts";
import { editorCsp, editorHeaders as headers } from "./integrations.ts";

describe("the editor's headers (the admin build)", () => {
  const policy = new Map(
    headers["Content-Security-Policy"]!.split("; ").map((part) => {
      const [name = "", ...sources] = part.split(" ");
      return [name, sources];
    }),
  );

  it("are the site's transport headers, with no referrer beyond the admin host and no indexing", () => {
    const site = securityHeaders({ reportUri: "", enforce: true });
    expect(headers).toEqual({
      "Content-Security-Policy": expect.any(String),
      "Strict-Transport-Security": site["Strict-Transport-Security"],
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
      "Permissions-Policy": site["Permissions-Policy"],
      "X-Frame-Options": "DENY",
      "X-Robots-Tag": "noindex, nofollow",
    });
  });

  it("let nobody frame the editor, and run scripts only from the admin host", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("allow inline styles, GitHub's API, files and avatars, the app form and Keystatic's typeface, and nothing else", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://api.github.com",
      "https://raw.githubusercontent.com",
    ]);
    expect(policy.get("img-src")).toEqual(["'self'", "blob:", "https://avatars.githubusercontent.com"]);
    expect(policy.get("font-src")).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(policy.get("form-action")).toEqual(["'self'", "https://github.com"]);
    expect([...policy.keys()].sort()).toEqual(
      [
        "base-uri",
        "connect-src",
        "default-src",
        "font-src",
        "form-action",
        "frame-ancestors",
        "img-src",
        "object-src",
        "script-src",
        "style-src",
      ].sort(),
    );
  });

  it("are the policy Astro sends with the editor page, less the page's script hashes", () => {
    const config = editorCsp;
    expect(config.directives.every((directive) => headers["Content-Security-Policy"]!.includes(directive))).toBe(true);
    expect(config.scriptDirective.resources).toEqual(policy.get("script-src"));
    expect(config.styleDirective.resources).toEqual(policy.get("style-src"));
  });
});
