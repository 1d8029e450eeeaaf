/** Facts that follow from the business details, so the owner types each once: dial string, days in words, map links. */

const keypad: Record<string, string> = Object.fromEntries(
  ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** "(770) 555-MOVE" → "+17705556683": what a tel: link dials, letters read off a phone keypad. */
export function dialString(phone: string) {
  const digits = phone
    .toLowerCase()
    .replace(/[a-z]/g, (letter) => keypad[letter]!)
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
export function daysLabel(codes: readonly DayCode[]) {
  // Each run of days in a row, split where the week has a day not picked.
  const runs: string[][] = [[]];
  for (const code of dayCodes) {
    if (codes.includes(code)) runs.at(-1)!.push(dayNames[code]);
    else runs.push([]);
  }
  return runs.flatMap((run) => (run.length >= 3 ? [`${run[0]} – ${run.at(-1)}`] : run)).join(", ");
}

/** The office on a map (the footer's and the contact page's embed) and the directions to it. */
export function mapLinks({
  street,
  city,
  region,
  postalCode,
}: Record<"street" | "city" | "region" | "postalCode", string>) {
  const query = encodeURIComponent(`${street}, ${city}, ${region} ${postalCode}`);
  return {
    embedUrl: `https://www.google.com/maps?q=${query}&output=embed`,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
  };
}
