"use client";
// What the header shows on every page but the home page, which has its own larger copy (one switch in the tab order).
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function NotOnHome({ children }: { children: ReactNode }) {
  return usePathname() === "/" ? null : children;
}
