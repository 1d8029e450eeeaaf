/**
 * The content files as the admin build's editor sees them: on the repository's default branch on GitHub (Keystatic's
 * branch), read through GitHub's REST API with the signed-in owner's token.
 */
import type { ContentText } from "../lib/content/content-files.ts";

/** The cookie Keystatic's GitHub sign-in keeps the owner's token in (@keystatic/core, getTokenCookies). */
export const githubTokenCookie = "keystatic-gh-access-token";

/** GitHub's API; a test points the built server at a local stand-in through this variable, and nothing else should. */
const api = () => process.env.GITHUB_API_FOR_TESTS ?? "https://api.github.com";

/** GitHub refused the token (expired or signed out): the owner signs in again in the editor. */
export class SignInNeeded extends Error {}

/**
 * Files already read, by their blob's hash: a file's text never changes under its hash, so a reading after a save
 * fetches only the files it changed.
 */
const blobTexts = new Map<string, string>();

/** The default branch's name and every YAML and Markdown file under src/content/ on it. */
export async function contentOnGitHub(repo: string, token: string): Promise<{ branch: string; texts: ContentText[] }> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${api()}/repos/${repo}${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json" },
    });
    if (response.status === 401) throw new SignInNeeded();
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${repo}${path}`);
    return (await response.json()) as T;
  };
  const { default_branch: branch } = await get<{ default_branch: string }>("");
  const { tree } = await get<{ tree: { path: string; type: string; sha: string }[] }>(
    `/git/trees/${encodeURIComponent(branch)}?recursive=1`,
  );
  const content = tree.filter(({ path, type }) => type === "blob" && /^src\/content\/.+\.(yaml|md)$/.test(path));
  const texts = await Promise.all(
    content.map(async ({ path, sha }) => {
      if (!blobTexts.has(sha)) {
        const { content: base64 } = await get<{ content: string }>(`/git/blobs/${sha}`);
        blobTexts.set(sha, Buffer.from(base64, "base64").toString("utf8"));
      }
      return { file: path, text: blobTexts.get(sha)! };
    }),
  );
  return { branch, texts };
}
