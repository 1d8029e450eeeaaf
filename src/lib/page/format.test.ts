import { describe, expect, it } from "vitest";
import { formatDollars, formatHours, formatTime } from "./format";

describe("formatTime", () => {
  it("writes whole hours without minutes in the short style", () => {
    expect(formatTime("07:00", "short")).toBe("7 AM");
    expect(formatTime("19:00", "short")).toBe("7 PM");
  });
  it("keeps minutes in the long style", () => {
    expect(formatTime("09:00", "long")).toBe("9:00 AM");
    expect(formatTime("18:00", "long")).toBe("6:00 PM");
  });
  it("treats noon and midnight as 12", () => {
    expect(formatTime("12:00", "short")).toBe("12 PM");
    expect(formatTime("00:30", "short")).toBe("12:30 AM");
  });
});

describe("formatHours", () => {
  it("gives the footer reading of Monday to Saturday", () => {
    expect(formatHours({ opens: "07:00", closes: "19:00" }, "short")).toBe("7 AM – 7 PM");
  });
});

describe("formatDollars", () => {
  it("writes whole dollars without cents, with thousands separated", () => {
    expect(formatDollars(43)).toBe("$43");
    expect(formatDollars(1150)).toBe("$1,150");
  });
  it("writes cents to the penny when there are any", () => {
    expect(formatDollars(42.5)).toBe("$42.50");
    expect(formatDollars(0.6)).toBe("$0.60");
    expect(formatDollars(1234.05)).toBe("$1,234.05");
  });
  it("rounds to the nearest cent, and a rounding that reaches a whole dollar drops the cents", () => {
    expect(formatDollars(42.499)).toBe("$42.50");
    expect(formatDollars(42.999)).toBe("$43");
  });
});
