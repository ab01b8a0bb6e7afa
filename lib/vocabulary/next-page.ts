// The index of the page after this one, or undefined on the last: what a "Show more" asks for. Free of zod, so client
// components can use it without shipping the schemas.
import type { Pagination } from "./pagination";

export function nextPageIndex({ index, limit, size }: Pagination): number | undefined {
  return index + limit < size ? index + limit : undefined;
}
