/**
 * The one project copy the editor and admin-host suites share (tests/e2e/project-copy.ts), and
 * its admin build: made once, before those suites run and before the editor starts its dev
 * server in the copy.
 */
import { expect, test as setup } from "@playwright/test";
import { adminDist, makeProjectCopy, run } from "./project-copy.ts";

/** Stand-ins for the admin build's GitHub settings: nothing here reaches GitHub. */
const adminBuildEnv = {
  ADMIN_BUILD: "1",
  PUBLIC_KEYSTATIC_GITHUB_REPO: "liberty-oak/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "liberty-oak-editor",
};

setup("a copy of the project and its admin build", () => {
  setup.setTimeout(240_000);
  makeProjectCopy();
  const build = run(["build", "--outDir", adminDist], adminBuildEnv);
  expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
});
