import { rmSync } from "node:fs";
import { test as teardown } from "@playwright/test";
import { copy } from "./project-copy.ts";

teardown("the project copy is removed", () => rmSync(copy, { recursive: true, force: true }));
