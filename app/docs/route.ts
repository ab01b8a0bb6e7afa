// GET /docs: the API reference (Swagger UI, served from the bundled swagger-ui-dist package). Its scripts carry the
// nonce of this answer's Content-Security-Policy (lib/api/server/security-headers.ts), set on the request by the server.
// The page is written on the server as a plain index of the endpoints (title, method, path, summary), readable at once
// and without scripts; Swagger UI replaces it with the interactive reference when its 1.5 MB bundle has run, which on a
// busy phone or a 2-core machine under load takes seconds.
import { CONTRACTS } from "@/lib/api/contracts";
import { API_TITLE } from "@/lib/openapi/build-openapi-document";
import { nonceOf } from "@/lib/api/server/security-headers";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const INDEX = `<h1>${escape(API_TITLE)}</h1>
<p><a href="/openapi.json">The OpenAPI 3.1 document</a></p>
<ul>
${CONTRACTS.map((c) => `<li><code>${c.method.toUpperCase()} ${escape(c.path)}</code> ${escape(c.summary)}</li>`).join("\n")}
</ul>`;

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
<main id="swagger-ui">
${INDEX}
</main>
<script src="/docs/assets/swagger-ui-bundle.js"${attribute}></script>
<script src="/docs/assets/init.js"${attribute}></script>
</body>
</html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
