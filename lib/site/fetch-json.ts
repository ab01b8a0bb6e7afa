// The browser's calls to the site's own routes: JSON in, JSON out, failures thrown with the route's status and code.

export class SiteRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "SiteRequestError";
  }
}

export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { accept: "application/json", ...init.headers } });
  const body = (await response.json().catch(() => ({}))) as { message?: string; errorCode?: string };
  if (!response.ok) throw new SiteRequestError(response.status, body.errorCode, body.message ?? response.statusText);
  return body as T;
}

export function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return fetchJson<T>(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
}
