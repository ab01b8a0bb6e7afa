// Who may read the server's detail (/healthz's full report, /metrics): a request made on this host itself (not through
// a proxy: lib/platform/client-peer.ts), or one with the API key of an account allowed "operations". Anyone else gets
// the minimal answer (/healthz) or a 403 (/metrics): the pid, memory, uptime, database and account count help an
// attacker more than a partner.
import { authenticateAccount } from "../accounts/authenticate-account";
import { currentRequest } from "../platform/request-context";

export async function mayReadServerDetail(request: Request): Promise<boolean> {
  if (currentRequest()?.peer.local) return true;
  const account = await authenticateAccount(request.headers.get("x-api-key"));
  return account?.endpoints.includes("operations") ?? false;
}
