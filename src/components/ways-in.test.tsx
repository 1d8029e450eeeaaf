// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { conversionEventFor } from "../browser/conversion-events";
import { WaysIn } from "./ways-in";

/** The section as a visitor's browser gets it, for `ways` set as the owner would set them. */
function rendered(ways: Parameters<typeof WaysIn>[0]["ways"]) {
  document.body.innerHTML = renderToStaticMarkup(<WaysIn id="contact-ways" ways={ways} />);
  return document.body;
}

const link = (body: HTMLElement, name: RegExp) =>
  [...body.querySelectorAll("a")].find((a) => name.test(a.textContent ?? ""));

describe("WaysIn", () => {
  it("shows nothing until the owner sets a number or a link", () => {
    expect(rendered({}).innerHTML).toBe("");
  });

  it("offers Text us, once a texting number is set, as an sms: link with the message written", () => {
    const body = rendered({ textNumber: "(404) 555-MOVE" });
    const text = link(body, /Text us/)!;
    const [address, query] = text.getAttribute("href")!.split("?");
    expect(address).toBe("sms:+14045556683");
    expect(new URLSearchParams(query).get("body")).toMatch(/free moving quote/);
    expect(conversionEventFor(text)).toEqual({ event: "text_click", control: "contact-ways-text" });
    expect(link(body, /Book|video/)).toBeUndefined();
  });

  it("links the owner's scheduler, in a new tab, counted as a booking", () => {
    const booking = link(rendered({ bookingUrl: "https://calendly.com/liberty-oak/estimate" }), /Book an estimate/)!;
    expect(booking.getAttribute("href")).toBe("https://calendly.com/liberty-oak/estimate");
    expect(booking.target).toBe("_blank");
    expect(conversionEventFor(booking)).toEqual({ event: "booking_click", control: "contact-ways-booking" });
  });

  it("links the owner's video survey service with the filming tips, counted as a video survey", () => {
    const body = rendered({ videoSurveyUrl: "https://survey.example.net/liberty-oak" });
    const video = link(body, /Send us a video/)!;
    expect(video.getAttribute("href")).toBe("https://survey.example.net/liberty-oak");
    expect(conversionEventFor(video)).toEqual({ event: "video_survey_click", control: "contact-ways-video-survey" });
    expect(body.querySelector("h3")?.textContent).toBe("Filming tips");
    expect(body.querySelectorAll("li li").length).toBeGreaterThanOrEqual(3);
  });
});
