import { describe, expect, it } from "vitest";
import { formatHours, formatTime } from "./format";

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
    expect(formatHours({ days: "Mon–Sat", opens: "07:00", closes: "19:00" }, "short")).toBe("7 AM – 7 PM");
  });
});
