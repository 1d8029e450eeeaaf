import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { reviewProfiles, ReviewLinks } from "./review-links";

/** The links as a visitor finds them: each one's words and address. */
const linksFor = (reviews: Parameters<typeof ReviewLinks>[0]["reviews"]) =>
  [...renderToStaticMarkup(<ReviewLinks reviews={reviews} />).matchAll(/<a href="([^"]+)"[^>]*>([^<]+)</g)].map(
    ([, href, label]) => ({ label, href }),
  );

describe("ReviewLinks", () => {
  it("shows nothing while no review profile is configured", () => {
    expect(renderToStaticMarkup(<ReviewLinks reviews={{}} />)).toBe("");
    expect(renderToStaticMarkup(<ReviewLinks reviews={{ readUrl: "", leaveUrl: "" }} />)).toBe("");
  });

  it("shows each configured link, and only those", () => {
    const read = "https://g.page/r/liberty-oak";
    expect(linksFor({ readUrl: read, leaveUrl: "", betterBusinessBureau: "" })).toEqual([
      { label: "Read our reviews", href: read },
    ]);
    expect(
      linksFor({ readUrl: read, leaveUrl: `${read}/review`, betterBusinessBureau: "" }).map((link) => link.label),
    ).toEqual(["Read our reviews", "Leave a review"]);
  });
});

describe("reviewProfiles", () => {
  it("lists none while no profile is set", () => {
    expect(reviewProfiles({})).toEqual([]);
  });

  it("names each profile by its site, once per site, the review link first", () => {
    const leave = "https://g.page/r/liberty-oak/review";
    const bureau = "https://www.bbb.org/us/ga/atlanta/profile/movers/liberty-oak";
    expect(
      reviewProfiles({
        leaveUrl: leave,
        readUrl: "https://www.google.com/maps/place/liberty-oak",
        betterBusinessBureau: bureau,
      }),
    ).toEqual([
      { site: "Google", href: leave },
      { site: "BBB", href: bureau },
    ]);
    expect(reviewProfiles({ readUrl: "https://www.yelp.com/biz/liberty-oak" })).toEqual([
      { site: "Yelp", href: "https://www.yelp.com/biz/liberty-oak" },
    ]);
    expect(reviewProfiles({ leaveUrl: "https://reviews.moverportal.net/liberty-oak" })[0]!.site).toBe(
      "reviews.moverportal.net",
    );
  });
});
