/**
 * Load benchmark of the static server (not a test): `npm run bench:load`.
 *
 * Starts `scripts/serve.ts` on the build in its own process, then drives it with autocannon
 * at 200 concurrent connections, a few rounds each for the home page and for a 404, and
 * prints requests per second, p50 and p99 latency, errors, and the server's resident memory
 * after each round, which must level off rather than climb.
 *
 *   npm run bench:load [-- --duration 20 --rounds 3 --connections 200]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "200" },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server process's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const port = await freePort();
const server = spawn(process.execPath, ["scripts/serve.ts", "--port", String(port)], {
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
  server.once("exit", (code) => reject(new Error(`the server exited with code ${code}; run "npm run build" first`)));
});
const pid = server.pid!;
console.log(`Server started, RSS ${rssMb(pid)} MB. ${connections} connections, ${rounds} × ${duration} s per path.\n`);
console.log("path              round   req/s    p50 ms   p99 ms   errors   non-2xx   RSS MB");

for (const path of ["/", "/no-such-page"]) {
  for (let round = 1; round <= rounds; round++) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      duration,
      // What a browser sends: the server answers with the pre-compressed page.
      headers: { "accept-encoding": "br, gzip" },
    });
    const errors = result.errors + result.timeouts;
    console.log(
      [
        path.padEnd(16),
        String(round).padStart(6),
        Math.round(result.requests.average).toString().padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(errors).padStart(8),
        String(result.non2xx).padStart(9),
        String(rssMb(pid)).padStart(8),
      ].join(" "),
    );
  }
}

server.kill("SIGTERM");
