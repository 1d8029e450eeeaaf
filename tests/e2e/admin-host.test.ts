/**
 * The admin build (README, "Editing the live site"), built in the project copy after the editor
 * suite's edits with slips in the content that the public build refuses, started as the README
 * says, then checked over HTTP as the open internet would see it: the editor opening despite the
 * slips, the editor's headers on every kind of response, the editor loading under its policy,
 * every other address sent to the public site, no write through local mode, no address but HOST
 * bound, and "Ready to launch?" reading the repository through a stand-in for GitHub's API.
 * Without GitHub mode it is refused before anything is built.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { globSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { contentFiles, readBusiness, type ContentText } from "../../src/lib/content/content-files.ts";
import { launchCount, launchGroups } from "../../src/lib/fields/launch-check.ts";
import { cspDirectives } from "../support/csp.ts";
import { expectLaunchList } from "./launch-page.ts";
import { adminBuildEnv, adminDist, copy, env, freePort, root, run, waitForServer } from "./project-copy.ts";

const publicSite = new URL(readBusiness().siteUrl).origin;
/** Stand-ins for the GitHub App's secrets: nothing here reaches GitHub. */
const secrets = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client-id",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
  KEYSTATIC_SECRET: "test-secret-that-is-long-enough-0123456789",
};

/** The token Keystatic's GitHub sign-in would leave in its cookie; the stand-in accepts no other. */
const token = "gho_owner-token";
/** The branch the stand-in calls the repository's default: GitHub mode names it in the editor's addresses. */
const branch = "live";

/**
 * A stand-in for the three GitHub REST calls "Ready to launch?" makes (the repository, its tree, a
 * blob), serving `files` as the repository's default branch to the owner's token only.
 */
async function githubStandIn(files: () => ContentText[]): Promise<{ server: Server; api: string; calls: string[] }> {
  const calls: string[] = [];
  const repo = `/repos/${adminBuildEnv.PUBLIC_KEYSTATIC_GITHUB_REPO}`;
  const blobSha = (text: string) => createHash("sha1").update(text).digest("hex");
  const server = createServer((request, response) => {
    calls.push(request.url ?? "");
    const json = (body: unknown) =>
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (request.headers.authorization !== `Bearer ${token}`) return response.writeHead(401).end();
    if (request.url === repo) return json({ default_branch: branch });
    if (request.url === `${repo}/git/trees/${branch}?recursive=1`)
      return json({ tree: files().map(({ file, text }) => ({ path: file, type: "blob", sha: blobSha(text) })) });
    const blob = files().find(({ text }) => request.url === `${repo}/git/blobs/${blobSha(text)}`);
    if (blob) return json({ content: Buffer.from(blob.text).toString("base64"), encoding: "base64" });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

/** The shipped content files, as the repository on GitHub holds them. */
const shippedContent = (): ContentText[] =>
  globSync("src/content/**/*.{yaml,md}", { cwd: root }).map((file) => ({
    file,
    text: readFileSync(join(root, file), "utf8"),
  }));

/** The tagline with a colon, as a hand edit on GitHub would leave it: the YAML cannot be read. */
const withTaglineSlip = (text: string) => text.replace(/^tagline: (.*)$/m, "tagline: Moving made easy: $1");

/** The editor's headers, as every response of the admin host must carry them. */
function expectEditorHeaders(headers: Record<string, string>, where: string) {
  expect(headers["strict-transport-security"], where).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("same-origin");
  expect(headers["permissions-policy"], where).toBe("camera=(), microphone=(), geolocation=(), payment=()");
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["x-robots-tag"], where).toBe("noindex, nofollow");
  const csp = cspDirectives(headers["content-security-policy"] ?? "");
  expect(csp.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(csp.get("default-src"), where).toEqual(["'self'"]);
  expect(csp.get("object-src"), where).toEqual(["'none'"]);
  expect(csp.get("base-uri"), where).toEqual(["'self'"]);
  expect(csp.get("connect-src"), where).toEqual([
    "'self'",
    "https://api.github.com",
    "https://raw.githubusercontent.com",
  ]);
  expect(csp.get("img-src"), where).toEqual(["'self'", "blob:", "https://avatars.githubusercontent.com"]);
  expect(csp.get("font-src"), where).toEqual(["'self'", "https://fonts.gstatic.com"]);
  expect(csp.get("form-action"), where).toEqual(["'self'", "https://github.com"]);
  expect(csp.get("style-src"), where).toEqual(["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]);
  // Scripts only from the host itself, and the editor page's own inline scripts by their hash.
  const scripts = csp.get("script-src") ?? [];
  expect(scripts[0], where).toBe("'self'");
  for (const source of scripts.slice(1)) expect(source, where).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
}

/** Whether anything accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The status line and Location of a request sent as written, with no client tidying its path. */
function rawRequest(port: number, target: string): Promise<{ status: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () =>
      resolve({
        status: text.split("\r\n")[0] ?? "",
        location: /^location: (.*)$/im.exec(text)?.[1]?.trim(),
      }),
    );
    socket.on("error", reject);
  });
}

test("local mode, which saves without a login, is refused as the admin build's settings are read", () => {
  // `astro sync` reads the same settings as a build, and stops at the same place.
  const refused = run(["sync"], { ADMIN_BUILD: "1" });
  expect(refused.status).not.toBe(0);
  expect(refused.stdout + refused.stderr).toContain("never deployed in local mode");
});

test.describe("the admin host", () => {
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess;
  let admin: string;
  let port: number;
  let github: Awaited<ReturnType<typeof githubStandIn>>;
  /** What the stand-in serves as the repository's content. */
  let repository = shippedContent();
  const file = (path: string) => join(copy, "src/content", path);
  const cover = join(copy, "src/assets/guides/moving-with-children/sample-moving-with-children.png");
  const author = file("people/sample-author.yaml");
  const business = file("business.yaml");
  /** The three files as the editor suite left them, to put back after. */
  let before: { business: string; author: Buffer; cover: Buffer } | undefined;

  test.beforeAll(async () => {
    // Read here, not as the file is loaded: the copy is made by the suites this one depends on.
    before = { business: readFileSync(business, "utf8"), author: readFileSync(author), cover: readFileSync(cover) };
    // Slips committed to the repository that the public build refuses: a colon in the tagline, a
    // deleted author three guides name, a guide's cover picture gone. The admin build must still build.
    writeFileSync(business, withTaglineSlip(before.business));
    rmSync(author);
    rmSync(cover);
    const build = run(["build", "--outDir", adminDist], adminBuildEnv);
    expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
    github = await githubStandIn(() => repository);
    // Started as the README says: `node dist/server/entry.mjs`, with HOST, PORT and the secrets.
    port = await freePort();
    admin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(adminDist, "server/entry.mjs")], {
      cwd: copy,
      env: { ...env, HOST: "127.0.0.1", PORT: String(port), GITHUB_API_FOR_TESTS: github.api, ...secrets },
      stdio: "ignore",
    });
    await waitForServer(`${admin}/keystatic`, server);
  });
  test.afterAll(() => {
    server?.kill();
    github?.server.close();
    if (!before) return;
    writeFileSync(business, before.business);
    writeFileSync(author, before.author);
    writeFileSync(cover, before.cover);
  });

  test("slips in the repository that stop the public build leave the admin build's editor open", async ({ page }) => {
    // The public build's check refuses each, naming the file and the field or line.
    const refused = run(["sync"]);
    const output = refused.stdout + refused.stderr;
    expect(refused.status, output).not.toBe(0);
    expect(output).toContain(
      'src/content/business.yaml, line 5: the tagline has a colon: put the text in quotes ("…")',
    );
    // The admin build, made of the same files, serves the editor.
    await page.route("https://fonts.googleapis.com/**", (route) =>
      route.fulfill({ contentType: "text/css", body: "/* Inter stand-in */" }),
    );
    const response = await page.goto(`${admin}/keystatic`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible({ timeout: 30_000 });
  });

  test("every kind of response carries the editor's headers", async ({ request }) => {
    const editor = await request.get(`${admin}/keystatic`);
    expect(editor.status()).toBe(200);
    const html = await editor.text();
    expectEditorHeaders(editor.headers(), "/keystatic");
    const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, "the editor page loads its code from /_astro/").toBeTruthy();

    const responses = {
      "the editor's code": await request.get(`${admin}${script}`),
      "a page of the editor": await request.get(`${admin}/keystatic/singleton/business`),
      "the GitHub login": await request.get(`${admin}/api/keystatic/github/login`, { maxRedirects: 0 }),
      "an address of the public site": await request.get(`${admin}/about`, { maxRedirects: 0 }),
      "an unknown API address": await request.get(`${admin}/api/keystatic/no-such-thing`),
      "the favicon browsers ask for": await request.get(`${admin}/favicon.ico`),
    };
    for (const [where, response] of Object.entries(responses)) expectEditorHeaders(response.headers(), where);
    expect(responses["the editor's code"].status()).toBe(200);
    expect(responses["the editor's code"].headers()["content-type"]).toMatch(/javascript/);
    expect(responses["a page of the editor"].status()).toBe(200);
    expect(responses["the GitHub login"].headers()["location"]).toMatch(
      /^https:\/\/github\.com\/login\/oauth\/authorize\?/,
    );
    expect(responses["an unknown API address"].status()).toBe(404);
    expect(responses["the favicon browsers ask for"].status()).toBe(404);
  });

  test("the editor loads under its policy, styled, with no violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Keystatic links its typeface from Google Fonts; offline, a stand-in stylesheet answers.
    await page.route("https://fonts.googleapis.com/**", (route) =>
      route.fulfill({ contentType: "text/css", body: "/* Inter stand-in */" }),
    );
    await page.goto(`${admin}/keystatic`);
    // Without a GitHub session, GitHub mode shows its login screen.
    const login = page.getByRole("button", { name: "Log in with GitHub" });
    await expect(login).toBeVisible({ timeout: 30_000 });
    // Styled by Keystatic's inline styles: a rounded button, not a bare one.
    expect(await login.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe("0px");
    expect(violations).toEqual([]);
  });

  test("every other address redirects to the same address on the public site", async ({ request }) => {
    const cases = {
      "/": `${publicSite}/`,
      "/about": `${publicSite}/about`,
      "/movers-decatur-ga?utm_source=mail": `${publicSite}/movers-decatur-ga?utm_source=mail`,
      // Files the build wrote for the public site are not served here either.
      "/index.html": `${publicSite}/index.html`,
      "/robots.txt": `${publicSite}/robots.txt`,
      "/keystatic-not-the-editor": `${publicSite}/keystatic-not-the-editor`,
    };
    for (const [path, location] of Object.entries(cases)) {
      const response = await request.fetch(`${admin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe(location);
    }
    // Sent as written: never to another host, never through the editor's folders, and an
    // address no URL parser accepts is refused without taking the server down.
    const raw = {
      "//": { status: "HTTP/1.1 301 Moved Permanently", location: `${publicSite}//` },
      "//evil.example/about": {
        status: "HTTP/1.1 301 Moved Permanently",
        location: `${publicSite}//evil.example/about`,
      },
      "/_astro/../about": { status: "HTTP/1.1 301 Moved Permanently", location: `${publicSite}/about` },
      "/_astro/%2e%2e/about": { status: "HTTP/1.1 301 Moved Permanently", location: `${publicSite}/about` },
      "http://evil.example/about": { status: "HTTP/1.1 400 Bad Request", location: undefined },
      "*": { status: "HTTP/1.1 400 Bad Request", location: undefined },
    };
    for (const [target, expected] of Object.entries(raw))
      expect(await rawRequest(port, target), target).toEqual(expected);
    expect((await request.get(`${admin}/keystatic`)).status()).toBe(200);
  });

  test("the local-mode endpoints refuse to read or write the files", async ({ request }) => {
    // The FAQ: a file the editor's test, which ran before this one in the same copy, never saves.
    const file = join(copy, "src/content/faq.yaml");
    const before = readFileSync(file, "utf8");
    const changed = Buffer.from(`${before}# Taken over\n`).toString("base64");
    const update = await request.post(`${admin}/api/keystatic/update`, {
      headers: { "content-type": "application/json", "no-cors": "1" },
      data: { additions: [{ path: "src/content/faq.yaml", contents: changed }], deletions: [] },
    });
    expect([401, 404], "POST /api/keystatic/update").toContain(update.status());
    for (const path of ["/api/keystatic/tree", "/api/keystatic/blob/src/content/faq.yaml"]) {
      const read = await request.get(`${admin}${path}`, { headers: { "no-cors": "1" } });
      expect([401, 404], path).toContain(read.status());
    }
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  test("the server listens on HOST only", async () => {
    expect(await accepts("127.0.0.1", port)).toBe(true);
    const others = [
      "127.0.0.2",
      "::1",
      ...Object.values(networkInterfaces())
        .flat()
        .flatMap((address) => (address && !address.internal ? [address.address] : [])),
    ];
    for (const host of others) expect(await accepts(host, port), host).toBe(false);
  });

  test("Ready to launch? asks the owner to sign in, then lists what is left in the repository on GitHub, linking the editor's screens on its branch and the public pages", async ({
    page,
    context,
  }) => {
    await page.goto(`${admin}/keystatic`);
    await page.getByRole("link", { name: "Ready to launch?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ready to launch?" })).toBeVisible();
    // Not signed in: no call to GitHub, and the way to sign in.
    await expect(page.getByRole("alert")).toContainText("Sign in first");
    await expect(page.getByRole("alert").getByRole("link", { name: "the editor" })).toHaveAttribute(
      "href",
      "/keystatic",
    );
    expect(github.calls).toEqual([]);

    // Signed in: Keystatic's cookie holds the owner's token.
    await context.addCookies([{ name: "keystatic-gh-access-token", value: token, url: admin }]);
    await page.reload();
    const files = contentFiles(shippedContent());
    const groups = launchGroups(readBusiness(), files);
    const count = launchCount(groups);
    await expectLaunchList(page, groups);
    const details = page.getByRole("region", { name: "Business details" });
    await expect(details.getByRole("link", { name: "Open in the editor" })).toHaveAttribute(
      "href",
      `/keystatic/branch/${branch}/singleton/business`,
    );
    await expect(details.getByRole("link", { name: "See the page" })).toHaveAttribute("href", `${publicSite}/contact`);
    const decatur = page.getByRole("region", { name: "Cities → Decatur" });
    await expect(decatur.getByRole("link", { name: "Open in the editor" })).toHaveAttribute(
      "href",
      `/keystatic/branch/${branch}/collection/cities/item/decatur`,
    );
    await expect(decatur.getByRole("link", { name: "See the page" })).toHaveAttribute(
      "href",
      `${publicSite}/movers-decatur-ga`,
    );

    // A box ticked in the repository (a save in the editor is a commit) leaves the open page's list by itself, and
    // only the file that changed is read again.
    const callsBefore = github.calls.length;
    repository = shippedContent().map((content) =>
      content.file === "src/content/people/sample-author.yaml"
        ? { ...content, text: content.text.replace("confirmed: false", "confirmed: true") }
        : content,
    );
    await expect(page.getByText(`Not yet: ${count - 1} things`)).toBeVisible({ timeout: 20_000 });
    expect(github.calls.slice(callsBefore).filter((call) => call.includes("/git/blobs/"))).toHaveLength(1);
    await expect(page.getByRole("region", { name: "People (guide authors) → Sample Author" })).toHaveCount(0);

    // A slip committed on GitHub is named, in the banner's words, instead of the list.
    repository = shippedContent().map((content) =>
      content.file === "src/content/business.yaml" ? { ...content, text: withTaglineSlip(content.text) } : content,
    );
    await page.reload();
    await expect(page.getByRole("alert")).toContainText(
      'src/content/business.yaml, line 5: the tagline has a colon: put the text in quotes ("…")',
    );

    // A token GitHub no longer accepts (expired): sign in again.
    await context.addCookies([{ name: "keystatic-gh-access-token", value: "gho_expired", url: admin }]);
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Sign in first");
  });

  test("with no web address on business.yaml's siteUrl line, the admin build still builds and opens the editor, and other addresses answer 404", async ({
    request,
  }) => {
    const elsewhere = join(copy, "admin-dist-without-site-url");
    writeFileSync(business, withTaglineSlip(before!.business).replace(/^siteUrl: .*$/m, "siteUrl: www.example"));
    const build = run(["build", "--outDir", elsewhere], adminBuildEnv);
    expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
    const otherPort = await freePort();
    const other = spawn(process.execPath, [join(elsewhere, "server/entry.mjs")], {
      cwd: copy,
      env: { ...env, HOST: "127.0.0.1", PORT: String(otherPort), ...secrets },
      stdio: "ignore",
    });
    try {
      await waitForServer(`http://127.0.0.1:${otherPort}/keystatic`, other);
      const about = await request.get(`http://127.0.0.1:${otherPort}/about`, { maxRedirects: 0 });
      expect(about.status()).toBe(404);
    } finally {
      other.kill();
    }
  });
});
