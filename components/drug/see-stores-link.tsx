"use client";
// "See stores" of a chain price: inside the price finder, it filters the page's own list of nearby pharmacies to the
// chain and brings it into view; anywhere else (and opened in a new tab or window) it is a link to the chain's stores.
import Link from "next/link";
import { createContext, useContext } from "react";

export const SeeStoresContext = createContext<((chainCode: string) => void) | null>(null);

export function SeeStoresLink({
  href,
  chainCode,
  label,
  children,
}: {
  href: string;
  chainCode: string;
  label: string;
  children: React.ReactNode;
}) {
  const seeStores = useContext(SeeStoresContext);
  return (
    <Link
      href={href}
      prefetch={false}
      onClick={
        seeStores
          ? (event) => {
              // A click that asks for a new tab or window opens the chain's own page there.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              seeStores(chainCode);
            }
          : undefined
      }
      aria-label={label}
      className="text-accent-700 underline underline-offset-4"
    >
      {children}
    </Link>
  );
}
