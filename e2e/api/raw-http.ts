// Requests sent byte for byte as written, over node:http: no URL normalization (Playwright's client would resolve `..`
// and `//`), no header added but Host and the framing node:http itself adds, as a partner's own node:http client does.
import http from "node:http";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string };

export function rawRequest(
  baseURL: string,
  options: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method: options.method ?? "GET", path: options.target, headers: options.headers },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.on("error", reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}
