// A raw TCP connection to the server, for what an HTTP client library would not send: a malformed or missing Host, a
// header trickle, a body that stops, a request after an error on the same connection. Answers are read as the bytes
// arrive, so a test can time them.
import net from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; ms: number };

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  private readonly started = performance.now();
  readonly socket: net.Socket;
  // Resolves with the milliseconds from connecting until the server closed the connection.
  readonly closed: Promise<number>;

  constructor(baseURL: string) {
    const { hostname, port } = new URL(baseURL);
    this.socket = net.connect(Number(port), hostname);
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    this.socket.on("error", () => {}); // a reset is seen as the connection closing
    this.closed = new Promise((resolve) => this.socket.once("close", () => resolve(performance.now() - this.started)));
    void this.closed.then(() => this.wake());
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  write(bytes: string | Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  // The next answer on the connection (status line, headers, a Content-Length body), or undefined when the server
  // closed the connection without one or none came within timeoutMs.
  async answer(timeoutMs = 5_000): Promise<RawAnswer | undefined> {
    const sent = performance.now();
    const deadline = sent + timeoutMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return { ...parsed, ms: performance.now() - sent };
      if (this.socket.destroyed || performance.now() >= deadline) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - performance.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private parse(): Omit<RawAnswer, "ms"> | undefined {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const [statusLine = "", ...lines] = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(" ")[1]), headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}

// One request on a connection of its own: its answer (within timeoutMs), then the connection closed.
export async function rawExchange(baseURL: string, request: string, timeoutMs = 5_000): Promise<RawAnswer | undefined> {
  const connection = new RawConnection(baseURL);
  connection.write(request);
  const answer = await connection.answer(timeoutMs);
  connection.close();
  return answer;
}
