// A part of the page that React hydrates on its own, after the rest and in slices the browser can paint and answer
// input between (a dehydrated Suspense boundary hydrates at a low, interruptible priority). Without one, a page
// hydrates in a single long task: on a phone that is the page's blocking time. The server renders it in full either
// way (nothing inside suspends), and a tap inside it hydrates it first.
import { Suspense } from "react";

export function HydrateApart({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
