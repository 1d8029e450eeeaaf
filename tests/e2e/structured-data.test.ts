/**
 * The structured data says what the visible page says: a search result must not promise what a
 * visitor then cannot find. The company's description is the footer's, its hours the contact
 * page's, and each storage price in a search snippet or structured data is the one on its price card.
 */
import { canonicalPages } from "../../scripts/lib/site-urls.ts";
import { pageDocument } from "./build-output";
import { expect, test } from "./fixtures";

type Node = Record<string, unknown>;
type HoursRow = { dayOfWeek: string[]; opens: string; closes: string };

function pageOf(path: string) {
  const document = pageDocument(path);
  const nodes = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? "") as Node;
    return Array.isArray(data["@graph"]) ? (data["@graph"] as Node[]) : [data];
  });
  const visible = (selector: string) => (document.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ");
  return { document, nodes, visible };
}

const company = (nodes: Node[]) => nodes.find((node) => node["@type"] === "MovingCompany")!;

test("the company's description in the structured data is the footer's, on every page", () => {
  for (const { path } of canonicalPages) {
    const { nodes, visible } = pageOf(path);
    const description = company(nodes).description as string;
    expect(description.length, path).toBeGreaterThan(20);
    expect(visible("footer"), path).toContain(description);
  }
});

/** "07:00" → "7:00 AM", as the contact page writes a time. */
const clock = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
};

test("the structured data's opening hours are the hours the contact page shows, row by row", () => {
  const { nodes, document } = pageOf("/contact");
  const rows = company(nodes).openingHoursSpecification as HoursRow[];
  const shown = new Map(
    [...document.querySelectorAll("main dt")].map((term) => [
      term.textContent?.trim(),
      term.nextElementSibling?.textContent?.trim(),
    ]),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { dayOfWeek, opens, closes } of rows) {
    const days = dayOfWeek.length === 1 ? dayOfWeek[0]! : `${dayOfWeek[0]} – ${dayOfWeek.at(-1)}`;
    expect(shown.get(days), days).toBe(`${clock(opens)} – ${clock(closes)}`);
  }
});

test("each storage price a search snippet or the structured data gives is the one on that tier's price card", () => {
  const storage = pageOf("/storage-solutions");
  const cards = [...storage.document.querySelectorAll("main h3")]
    .map((heading) => ({
      name: heading.textContent!.trim().toLowerCase(),
      price: /\$\d+(\.\d+)?/.exec(heading.nextElementSibling?.textContent ?? "")?.[0],
    }))
    .filter((card): card is { name: string; price: string } => Boolean(card.price));
  expect(cards.length).toBe(3);
  const lowest = cards.map((card) => card.price).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))[0];
  const faq = pageOf("/moving-faq").nodes.find((node) => node["@type"] === "FAQPage") as {
    mainEntity: { acceptedAnswer: { text: string } }[];
  };
  const snippets = [
    storage.document.querySelector('meta[name="description"]')!.getAttribute("content")!,
    ...storage.nodes.map((node) => String(node.description ?? "")),
    ...faq.mainEntity.map((entry) => entry.acceptedAnswer.text).filter((text) => /storage/i.test(text)),
  ];
  let prices = 0;
  for (const snippet of snippets)
    for (const [, before, price] of snippet.matchAll(/([^,;:.]*?)\bfrom (\$\d+)/g)) {
      const tier = cards.find((card) => before!.toLowerCase().includes(card.name));
      expect(`${price} in "${snippet}"`).toBe(`${tier?.price ?? lowest} in "${snippet}"`);
      prices++;
    }
  expect(prices).toBeGreaterThanOrEqual(4);
});
