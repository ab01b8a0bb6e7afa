// The Pagination Object (spec 2.5): one page of a fully ordered list, and how many records the whole list holds.
import { z } from "zod";

export type Pagination = { size: number; index: number; limit: number };

export const paginationSchema = z
  .object({
    size: z.number().int().meta({ description: "Total number of records found (all pages)" }),
    index: z.number().int().meta({ description: "Starting index of the returned records within all records" }),
    limit: z.number().int().meta({ description: "Maximum number of records returned per response" }),
  })
  .meta({ id: "Pagination" });

// An index at or past the end gives an empty page; `size` still counts every record.
export function paginate<T>(
  records: readonly T[],
  index: number,
  limit: number,
): { page: T[]; pagination: Pagination } {
  return { page: records.slice(index, index + limit), pagination: { size: records.length, index, limit } };
}
