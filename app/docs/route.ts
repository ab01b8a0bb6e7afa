// GET /docs: the API reference (Swagger UI, served from the bundled swagger-ui-dist package). Its scripts carry the
// nonce of this answer's Content-Security-Policy (lib/api/server/security-headers.ts), set on the request by the server.
import { nonceOf } from "@/lib/api/server/security-headers";

export function GET(request: Request) {
  const nonce = nonceOf(request.headers.get("content-security-policy"));
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Pharmacy discount card</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/docs/assets/swagger-ui-bundle.js"${attribute}></script>
<script src="/docs/assets/init.js"${attribute}></script>
</body>
</html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
