import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconNames } from "../schemas/icons";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws lucide's own picture for every name the content may use", () => {
    for (const name of iconNames) expect(renderToStaticMarkup(<Icon name={name} />)).toContain(`lucide-${name}`);
  });
});
