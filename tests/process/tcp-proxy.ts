/**
 * A TCP proxy in front of PostgreSQL that a test can cut (every connection
 * dropped, new ones refused) and open again: a database outage on demand.
 * (tests/process/database-outage.test.ts has its own copy of this class.)
 */
import net from "node:net";

export class TcpProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}
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
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
