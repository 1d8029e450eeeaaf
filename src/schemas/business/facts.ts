/** Facts that follow from the business details, so the owner types each once: dial string, days in words, map links. */

const keypad: Record<string, string> = Object.fromEntries(
  ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** "(770) 555-MOVE" → "+17705556683": what a tel: link dials, letters read off a phone keypad. */
export function dialString(phone: string): string {
  const digits = [...phone.toLowerCase()]
    .map((char) => keypad[char] ?? char)
    .join("")
    .replace(/\D/g, "");
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * Each day code's name, Monday first: the editor's label, the site's words, and the day schema.org's opening hours
 * name.
 */
export const dayNames = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const;

export type DayCode = keyof typeof dayNames;
export const dayCodes = Object.keys(dayNames) as DayCode[];

/** An hours row's days in words: a run of three or more as "Monday – Friday", shorter ones day by day. */
export function daysLabel(codes: readonly DayCode[]): string {
  const week = Object.values(dayNames);
  const indexes = [...new Set(codes)].map((code) => dayCodes.indexOf(code)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${week[run[0]!]} – ${week[run.at(-1)!]}`] : run.map((i) => week[i])))
    .join(", ");
}

type Address = { street: string; city: string; region: string; postalCode: string };

/** The office on a map (the footer's and the contact page's embed) and the directions to it. */
export function mapLinks({ street, city, region, postalCode }: Address) {
  const query = encodeURIComponent(`${street}, ${city}, ${region} ${postalCode}`);
  return {
    embedUrl: `https://www.google.com/maps?q=${query}&output=embed`,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
  };
}
