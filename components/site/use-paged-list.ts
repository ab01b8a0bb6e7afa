"use client";
// A "Show more" list read from a site route: each page asked for by its index, the next index from the pagination,
// the previous answer kept on screen while a new key loads, and a first page the server rendered as initial data.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { postJson } from "@/lib/site/fetch-json";
import type { Pagination } from "@/lib/vocabulary/pagination";
import { nextPageIndex } from "@/lib/vocabulary/next-page";

export function usePagedList<T extends { pagination: Pagination }>(options: {
  key: readonly unknown[];
  url: string;
  body: object; // the request without its index
  initial?: T; // the first page, when the server rendered this very list
  enabled?: boolean;
}) {
  return useInfiniteQuery({
    queryKey: options.key,
    queryFn: ({ pageParam, signal }) => postJson<T>(options.url, { ...options.body, index: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: ({ pagination }) => nextPageIndex(pagination),
    initialData: options.initial ? { pages: [options.initial], pageParams: [0] } : undefined,
    enabled: options.enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
