/**
 * A TCP proxy between the app and PostgreSQL that a test can cut (every
 * connection dropped, new ones refused) and open again: a real database
 * outage, as the server sees it. Used by tests/process and the browser tests.
 */
import net from "node:net";

export class TcpProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** A proxy to the database of `databaseUrl`, and that URL rewritten to go through it. */
  static forDatabase(databaseUrl: string, port: number) {
    const real = new URL(databaseUrl);
    const proxy = new TcpProxy(port, { host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(databaseUrl);
    viaProxy.host = `127.0.0.1:${port}`;
    return { proxy, url: viaProxy.toString() };
  }

  async open() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  async cut() {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
