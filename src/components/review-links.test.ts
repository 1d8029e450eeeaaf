import { describe, expect, it } from "vitest";
import { reviewLinks } from "./review-links";

describe("reviewLinks", () => {
  it("shows nothing while no review profile is configured", () => {
    expect(reviewLinks({})).toEqual([]);
    expect(reviewLinks({ readUrl: "", leaveUrl: "" })).toEqual([]);
  });

  it("shows each configured link, and only those", () => {
    const read = "https://g.page/r/liberty-oak";
    expect(reviewLinks({ readUrl: read, leaveUrl: "", betterBusinessBureau: "" })).toEqual([
      { label: "Read our reviews", href: read },
    ]);
    expect(
      reviewLinks({ readUrl: read, leaveUrl: `${read}/review`, betterBusinessBureau: "" }).map((link) => link.label),
    ).toEqual(["Read our reviews", "Leave a review"]);
  });
});
