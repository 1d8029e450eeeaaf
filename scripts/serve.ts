/**
 * Serves the production build as a static host would (scripts/lib/static-server.ts).
 *
 *   npm run serve [-- --port 3000 --host 127.0.0.1 --dir dist]
 *   npm run serve -- --https      over HTTPS and HTTP/2 as a CDN serves it, with a throwaway
 *                                 self-signed certificate (for the speed benchmark)
 *
 * PORT and HOST work too; the defaults are 3000 and 127.0.0.1 (this machine only).
 */
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { createSecureStaticServer, createStaticServer, localCertificate } from "./lib/static-server.ts";

const { values } = parseArgs({
  options: { port: { type: "string" }, host: { type: "string" }, dir: { type: "string" }, https: { type: "boolean" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? "127.0.0.1";
const root = values.dir ?? "dist";

let server;
try {
  server = values.https ? createSecureStaticServer(root, localCertificate()) : createStaticServer(root);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE")
    console.error(`Port ${port} on ${host} is already in use: set another with PORT=… or --port.`);
  else console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  // With port 0 the system picks a free one: say which.
  const { port: listening } = server.address() as AddressInfo;
  const scheme = values.https ? "https" : "http";
  console.log(`Serving ${root} at ${scheme}://${host === "0.0.0.0" ? "localhost" : host}:${listening}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // (An HTTP/2 server closes its idle sessions itself.)
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    // Requests still streaming get a few seconds to finish.
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
