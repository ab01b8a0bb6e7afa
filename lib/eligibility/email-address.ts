// An email address that can be delivered to: local@domain, a dotted domain of DNS labels, an alphabetic TLD. Addresses
// in other scripts are addresses too (RFC 6531/6532, SMTPUTF8): a local part may hold any letter, mark or digit
// (josé@, 用户@), and an internationalized domain (IDNA, RFC 5891: müller.de, café.example) is checked as the DNS
// carries it, in its A-label form (xn--mller-kva.de). Stored as sent.
import { domainToASCII } from "node:url";

const LOCAL = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  // Only a domain that is not plain ASCII is converted: domainToASCII would also accept (and rewrite) an ASCII domain
  // that is no DNS name, such as one with a trailing dot or an IP address.
  const dns = /^[\x21-\x7e]*$/.test(domain) ? domain : domainToASCII(domain);
  const labels = dns.split(".");
  return (
    at > 0 &&
    new TextEncoder().encode(local).length <= 64 &&
    LOCAL.test(local) &&
    dns.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TLD.test(labels.at(-1)!)
  );
}
