// Who is at the other end of a request: the socket's peer, or, when that peer is a proxy the operator named in
// TRUST_PROXY, what the proxy forwarded (the client's address in X-Forwarded-For, https in X-Forwarded-Proto). A
// client's own X-Forwarded-* headers are never believed: anyone can send them.
import net from "node:net";

export type ClientPeer = {
  address: string; // the client's address (the rate limits' key)
  secure: boolean; // TLS to this server, or https as a trusted proxy says
  local: boolean; // a request made on this host itself, not through a proxy
};

type RequestLike = {
  socket: { remoteAddress?: string; encrypted?: boolean };
  headers: Record<string, string | string[] | undefined>;
};

// "10.0.0.1, 10.1.0.0/16, ::1": addresses and CIDR ranges of the proxies in front of the servers.
export function parseTrustedProxies(list: string | undefined): net.BlockList {
  const blocks = new net.BlockList();
  for (const entry of (list ?? "").split(",").map((e) => e.trim())) {
    if (!entry) continue;
    const [address = "", prefix] = entry.split("/");
    const family = net.isIPv6(address) ? "ipv6" : net.isIPv4(address) ? "ipv4" : undefined;
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  return blocks;
}

// "::ffff:127.0.0.1" (an IPv4 client of a dual-stack socket) is 127.0.0.1.
function plainAddress(address: string): string {
  return address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function isTrusted(trusted: net.BlockList, address: string): boolean {
  const family = net.isIPv6(address) ? "ipv6" : net.isIPv4(address) ? "ipv4" : undefined;
  return family !== undefined && trusted.check(address, family);
}

const isLoopback = (address: string) => address === "::1" || address.startsWith("127.");
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

export function identifyPeer(request: RequestLike, trusted: net.BlockList): ClientPeer {
  const peer = plainAddress(request.socket.remoteAddress ?? "");
  const encrypted = request.socket.encrypted === true;
  const forwardedFor = header(request.headers["x-forwarded-for"]);
  if (!isTrusted(trusted, peer)) {
    // A proxy on this host that is not in TRUST_PROXY still says it forwards: its requests are not local.
    const proxied = forwardedFor !== "" || request.headers["forwarded"] !== undefined;
    return { address: peer, secure: encrypted, local: isLoopback(peer) && !proxied };
  }
  // From the right: each proxy appends the address it received from; the first one not a trusted proxy is the client.
  const hops = forwardedFor
    .split(",")
    .map((h) => plainAddress(h.trim()))
    .filter((h) => net.isIP(h));
  let address = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    address = hops[i]!;
    if (!isTrusted(trusted, address)) break;
  }
  const proto = header(request.headers["x-forwarded-proto"]).split(",").pop()?.trim().toLowerCase();
  return { address, secure: encrypted || proto === "https", local: hops.length === 0 && isLoopback(peer) };
}
