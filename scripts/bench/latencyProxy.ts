/**
 * A TCP proxy that puts a round trip between a browser and a local server (half each way, one more for a
 * new connection's handshake), reading each request's first line to log it, answer it or withhold it (404).
 */
import net from "node:net";

export interface ProxiedRequest {
  method: string;
  path: string;
  /** Date.now() when the browser sent it. */
  at: number;
  /** Answered 404 by the proxy instead of the server. */
  withheld: boolean;
}

export interface LatencyProxyOptions {
  /** Port of the server behind the proxy, on 127.0.0.1. */
  target: number;
  roundTripMs: number;
  /** Requests answered 404 at once, never forwarded. */
  withhold?: (path: string) => boolean;
  /** Requests the proxy answers itself (a JSON body), at once and not logged. */
  answer?: (path: string) => string | undefined;
  onRequest?: (request: ProxiedRequest) => void;
}

const REQUEST_LINE = /^(GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH) (\S+) HTTP\/1\.[01]\r\n/;

/** Writes chunks to a socket no sooner than `delay` after they arrived, in order. */
function delayedWriter(socket: net.Socket) {
  let releaseAt = 0;
  return (chunk: Buffer, delayMs: number) => {
    releaseAt = Math.max(Date.now() + delayMs, releaseAt);
    setTimeout(() => socket.destroyed || socket.write(chunk), releaseAt - Date.now());
  };
}

function response(status: string, body: string): Buffer {
  return Buffer.from(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function startLatencyProxy(port: number, options: LatencyProxyOptions): Promise<net.Server> {
  const oneWay = options.roundTripMs / 2;
  const server = net.createServer((client) => {
    const upstream = net.connect(options.target, "127.0.0.1");
    const toServer = delayedWriter(upstream);
    const toClient = delayedWriter(client);
    let first = true;
    client.on("data", (chunk: Buffer) => {
      const line = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString("latin1"));
      if (line) {
        const [, method, path] = line;
        const answer = options.answer?.(path);
        if (answer !== undefined) return void client.write(response("200 OK", answer));
        const withheld = options.withhold?.(path) ?? false;
        options.onRequest?.({ method, path, at: Date.now(), withheld });
        if (withheld) return void toClient(response("404 Not Found", "{}"), options.roundTripMs);
      }
      toServer(chunk, first ? oneWay + options.roundTripMs : oneWay);
      first = false;
    });
    upstream.on("data", (chunk: Buffer) => toClient(chunk, oneWay));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close).on("error", close);
    upstream.on("close", () => setTimeout(close, oneWay)).on("error", close);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
