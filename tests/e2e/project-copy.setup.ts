/** The one project copy the editor and admin-host suites share (tests/e2e/project-copy.ts), made before they run. */
import { test as setup } from "@playwright/test";
import { makeProjectCopy } from "./project-copy.ts";

setup("a copy of the project", () => makeProjectCopy());
