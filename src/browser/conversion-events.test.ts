// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "../data/business";
import {
  conversionEventFor,
  isLeadMessage,
  listenForConversions,
  pushConversionEvent,
  pushPageEvent,
} from "./conversion-events";
import { reportConversion } from "../lib/page/conversions";

const quoteProviderOrigin = new URL(business.quoteForm.formPageUrl).origin;

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

beforeEach(() => {
  delete window.dataLayer;
  window.history.replaceState(null, "", "/storage-solutions");
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("conversionEventFor", () => {
  it("names a tel: link a phone_click with its data-control", () => {
    render(`<a href="tel:+17705550142" data-control="header-call">Call</a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "phone_click",
      control: "header-call",
    });
  });

  it("names a mailto: link an email_click", () => {
    render(`<a href="mailto:moves@example.com" data-control="footer-email">E-mail</a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "email_click",
      control: "footer-email",
    });
  });

  it("names a data-quote link a quote_click", () => {
    render(`<a href="/get-a-moving-quote" data-quote="" data-control="header-quote">Get Free Quote</a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "quote_click",
      control: "header-quote",
    });
  });

  it("finds the link from an icon or text inside it", () => {
    render(`<a href="tel:+17705550142" data-control="sticky-call"><svg></svg><span id="inner">Call</span></a>`);
    expect(conversionEventFor(element("#inner"))).toEqual({
      event: "phone_click",
      control: "sticky-call",
    });
  });

  it("falls back to the link text when there is no data-control", () => {
    render(`<a href="tel:+17705550142">  Call us today  </a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "phone_click",
      control: "Call us today",
    });
  });

  it("ignores ordinary links, buttons and plain text", () => {
    render(`<a href="/about" data-control="nav-about">About</a><button type="button">Menu</button><p>Text</p>`);
    expect(conversionEventFor(element("a"))).toBeNull();
    expect(conversionEventFor(element("button"))).toBeNull();
    expect(conversionEventFor(element("p"))).toBeNull();
  });
});

describe("pushConversionEvent", () => {
  it("creates window.dataLayer and pushes one entry with event, page_path and control", () => {
    pushConversionEvent("quote_popup_open", "storage-hero-quote");
    expect(window.dataLayer).toEqual([
      {
        event: "quote_popup_open",
        page_path: "/storage-solutions",
        control: "storage-hero-quote",
      },
    ]);
  });

  it("pushes the page's own event once, from the element that names it", () => {
    render(`<main><div data-page-event="quote_page_view" data-control="quote-page"></div></main>`);
    pushPageEvent();
    expect(window.dataLayer).toEqual([
      {
        event: "quote_page_view",
        page_path: "/storage-solutions",
        control: "quote-page",
      },
    ]);
  });

  it("pushes nothing on a page that names no event", () => {
    render(`<main><p>About us</p></main>`);
    pushPageEvent();
    expect(window.dataLayer).toBeUndefined();
  });

  it("appends to a dataLayer a tag manager already set up", () => {
    window.dataLayer = [{ "gtm.start": 1 }];
    pushConversionEvent("quote_page_view", "quote-page");
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[1]).toEqual({
      event: "quote_page_view",
      page_path: "/storage-solutions",
      control: "quote-page",
    });
  });
});

const formId = business.quoteForm.formId;
const lead = { type: "form_submitted", formId };

describe("isLeadMessage", () => {
  it("counts the provider's lead message for our form, with or without a submission id", () => {
    expect(isLeadMessage(lead, formId)).toBe(true);
    expect(isLeadMessage({ ...lead, submissionId: "s-123" }, formId)).toBe(true);
  });

  it("counts nothing looser: strings, other types, other forms, extra fields", () => {
    expect(isLeadMessage("form_submitted", formId)).toBe(false);
    expect(isLeadMessage(`resize:800 form_submitted ${business.quoteForm.formPageUrl}`, formId)).toBe(false);
    expect(isLeadMessage({ type: "resize", height: 800 }, formId)).toBe(false);
    expect(isLeadMessage({ type: "form_submitted" }, formId)).toBe(false);
    expect(isLeadMessage({ ...lead, formId: "another-form" }, formId)).toBe(false);
    expect(isLeadMessage({ ...lead, height: 900 }, formId)).toBe(false);
    expect(isLeadMessage({ ...lead, submissionId: 42 }, formId)).toBe(false);
    expect(isLeadMessage({ ...lead, submissionId: "x".repeat(201) }, formId)).toBe(false);
    expect(isLeadMessage([lead], formId)).toBe(false);
    expect(isLeadMessage(null, formId)).toBe(false);
  });
});

describe("listenForConversions", () => {
  // Once, as the page script does.
  beforeAll(() => listenForConversions(quoteProviderOrigin));

  /** A quote-form frame as the page renders it; jsdom gives it a window of its own. */
  function quoteFrame(control: string): HTMLIFrameElement {
    document.body.insertAdjacentHTML(
      "beforeend",
      `<iframe data-form-id="${formId}" data-control="${control}" src="about:blank"></iframe>`,
    );
    return document.body.lastElementChild as HTMLIFrameElement;
  }

  function post(data: unknown, source: MessageEventSource | null, origin = quoteProviderOrigin) {
    window.dispatchEvent(new MessageEvent("message", { origin, data, source }));
  }

  const leads = () =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === "lead_collected");

  it("pushes exactly one event per click on a link that converts", () => {
    render(`<a href="tel:+17705550142" data-control="header-call">Call</a><a href="/about">About</a>`);
    // jsdom cannot follow links; the test only needs the click.
    document.body.addEventListener("click", (event) => event.preventDefault());
    element("a[href^='tel:']").click();
    element("a[href='/about']").click();
    expect(window.dataLayer).toEqual([
      {
        event: "phone_click",
        page_path: "/storage-solutions",
        control: "header-call",
      },
    ]);
  });

  it("pushes what an island reports, with its details", () => {
    reportConversion({
      event: "estimate_completed",
      control: "estimator",
      details: { home_size: "Studio", range: "$490-$630" },
    });
    expect(window.dataLayer).toEqual([
      {
        event: "estimate_completed",
        page_path: "/storage-solutions",
        control: "estimator",
        home_size: "Studio",
        range: "$490-$630",
      },
    ]);
  });

  it("pushes lead_collected, named after the frame that sent it", () => {
    const popup = quoteFrame("quote-popup");
    post(lead, popup.contentWindow);
    expect(window.dataLayer).toEqual([
      { event: "lead_collected", page_path: "/storage-solutions", control: "quote-popup" },
    ]);
  });

  it("counts one lead when the same message comes three times", () => {
    const frame = quoteFrame("quote-embed");
    post(lead, frame.contentWindow);
    post(lead, frame.contentWindow);
    post(lead, frame.contentWindow);
    expect(leads()).toHaveLength(1);
  });

  it("counts each submission once, and each frame on its own", () => {
    const inline = quoteFrame("quote-embed");
    const popup = quoteFrame("quote-popup");
    post({ ...lead, submissionId: "a" }, inline.contentWindow);
    post({ ...lead, submissionId: "a" }, inline.contentWindow);
    post({ ...lead, submissionId: "b" }, inline.contentWindow);
    post({ ...lead, submissionId: "a" }, popup.contentWindow);
    expect(leads().map((entry) => (entry as { control: string }).control)).toEqual([
      "quote-embed",
      "quote-embed",
      "quote-popup",
    ]);
  });

  it("counts a new lead once the frame has loaded its form again", () => {
    const frame = quoteFrame("quote-embed");
    post(lead, frame.contentWindow);
    frame.dispatchEvent(new Event("load"));
    post(lead, frame.contentWindow);
    expect(leads()).toHaveLength(2);
  });

  it("ignores lead messages from anything but our own quote frames", () => {
    const frame = quoteFrame("quote-embed");
    const stranger = document.createElement("iframe");
    document.body.append(stranger);
    post(lead, null);
    post(lead, window);
    post(lead, stranger.contentWindow);
    post(lead, frame.contentWindow, "https://attacker.example");
    post(lead, frame.contentWindow, `${quoteProviderOrigin}.attacker.example`);
    expect(window.dataLayer).toBeUndefined();
  });

  it("ignores the provider's other messages", () => {
    const frame = quoteFrame("quote-embed");
    post({ type: "resize", height: 900 }, frame.contentWindow);
    post("resize form_submitted", frame.contentWindow);
    expect(window.dataLayer).toBeUndefined();
  });

  it("leaves window.onmessage to the provider's script", () => {
    expect(window.onmessage).toBeNull();
  });
});
