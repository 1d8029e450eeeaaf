import { readSingleton, readSite } from "../../src/lib/content/content-files.ts";
import { specCityNames } from "../support/site-facts";
import { expect, pageReady, quoteFrameIn, test } from "./fixtures";

/** The hero video the home page's words name (the sample loop, unless the owner replaced it). */
const videoFile = readSingleton("homePage").hero.video!;
const heroVideo = { test: (url: string) => new URL(url).pathname === videoFile };

test.describe("the home hero", () => {
  // The tests' default is reduced motion (playwright.config.ts): here the visitor accepts it.
  test.use({ reducedMotion: "no-preference" });

  test("shows the still first, then the video once it can play through", async ({ page }) => {
    await page.goto("/");
    const still = page.locator(`section[aria-labelledby="home-hero-heading"] picture img`);
    await expect(still).toHaveAttribute("fetchpriority", "high");
    await pageReady(page);
    const video = page.getByTestId("hero-video");
    await expect(video).toBeAttached({ timeout: 10_000 });
    await expect(video).toHaveCSS("opacity", "1", { timeout: 15_000 });
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop && element.playsInline),
    ).toBe(true);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

    test("the still is a tall cut of the picture and stays the largest paint once the video plays", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const paints: string[] = [];
        Object.assign(window, { largestPaints: paints });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) paints.push(entry.element?.tagName ?? "");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto("/");
      const still = page.locator(`section[aria-labelledby="home-hero-heading"] picture img`);
      await expect(still).toHaveJSProperty("complete", true);
      const drawn = await still.evaluate((image: HTMLImageElement) => {
        const phoneCuts = [...image.parentElement!.querySelectorAll("source[media]")].map((source) =>
          source.getAttribute("srcset"),
        );
        return { file: new URL(image.currentSrc).pathname, phoneCuts: phoneCuts.join(", ") };
      });
      expect(drawn.phoneCuts, "the phone's cut of the picture").toContain(drawn.file);
      await pageReady(page);
      await expect(page.getByTestId("hero-video")).toHaveCSS("opacity", "1", { timeout: 15_000 });
      await page.waitForTimeout(500);
      // The heading may be the first largest paint, when its text is drawn before the picture is decoded.
      const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints);
      expect(paints.at(-1), "the largest paint").toBe("IMG");
      expect(paints, "the playing video is never the largest paint").not.toContain("VIDEO");
    });
  });

  test("on a wide screen, fetches the wide picture and not the phone's cut", async ({ page }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const still = page.locator(`section[aria-labelledby="home-hero-heading"] picture img`);
    await expect(still).toHaveJSProperty("complete", true);
    const phoneCuts = await still.evaluate((image: HTMLImageElement) =>
      [...image.parentElement!.querySelectorAll("source[media]")].flatMap((source) =>
        source
          .getAttribute("srcset")!
          .split(", ")
          .map((candidate) => candidate.split(" ")[0]!),
      ),
    );
    expect(phoneCuts.length, "the picture has a phone's cut").toBeGreaterThan(0);
    expect(images).toContain(new URL(await still.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname);
    expect(images.filter((path) => phoneCuts.includes(path))).toEqual([]);
  });

  test("has a visible pause control for the video", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const pause = page.getByRole("button", { name: "Pause background video" });
    await expect(pause).toBeVisible({ timeout: 15_000 });
    await pause.click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(await page.getByTestId("hero-video").evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test.describe("when the visitor prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("never fetches the video", async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (heroVideo.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto("/");
      await pageReady(page);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(2500);
      expect(videoRequests).toEqual([]);
      await expect(page.getByTestId("hero-video")).toHaveCount(0);
    });
  });
});

test("the video section plays its clip only on request, with one control of ours and none of the browser's; its still loads only as it nears the screen", async ({
  page,
}) => {
  const videoRequests: string[] = [];
  const requests: string[] = [];
  page.on("request", (request) => {
    requests.push(new URL(request.url()).pathname);
    if (heroVideo.test(request.url())) videoRequests.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.waitForLoadState("load");
  const section = page.getByRole("region", { name: /planned by a company/ });
  const still = section.locator("img[data-video-still]");
  const stillPath = (await still.getAttribute("src"))!;
  expect(requests, "the still, far below the first screen, is not fetched with the page").not.toContain(stillPath);
  await section.scrollIntoViewIfNeeded();
  await expect(still).toBeVisible();
  const clip = section.locator("video");
  expect(await clip.evaluate((video: HTMLVideoElement) => video.controls)).toBe(false);
  await section.getByRole("button", { name: "Play video" }).click();
  await expect(section.getByRole("button", { name: "Pause video" })).toBeVisible();
  await expect(still).toBeHidden();
  expect(await clip.evaluate((video: HTMLVideoElement) => !video.paused && video.muted)).toBe(true);
  expect(videoRequests.length).toBeGreaterThan(0);
  await section.getByRole("button", { name: "Pause video" }).click();
  await expect(section.getByRole("button", { name: "Play video" })).toBeVisible();
});

test.describe("the home page sections", () => {
  test("links the four service cards to the short service paths", async ({ page }) => {
    await page.goto("/");
    for (const path of [
      "/residential-moving",
      "/senior-moving-services",
      "/commercial-office-moving",
      "/packing-services",
    ]) {
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
    }
  });

  test("lists the ten towns of the spec, each linking to its page", async ({ page }) => {
    await page.goto("/");
    const areas = page.getByRole("region", { name: "Proudly moving Metro Atlanta" });
    await expect(areas.getByRole("listitem")).toHaveText(specCityNames);
    for (const city of readSite().cities())
      await expect(areas.getByRole("link", { name: city.name, exact: true })).toHaveAttribute("href", city.path);
  });

  test("View All Service Areas leads to /service-areas", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View All Service Areas" }).click();
    await expect(page).toHaveURL("/service-areas");
  });

  test("shows the embedded quote form in the hero", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    await expect(await quoteFrameIn(hero)).toHaveAttribute("title", "Moving Cost Estimate");
    await expect(hero.locator("[data-quote-frame]")).toBeVisible();
  });
});
