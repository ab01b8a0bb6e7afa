"use client";
// A link of the main navigation that says when it is the current page (aria-current).
import Link from "next/link";
import { usePathname } from "next/navigation";

export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const current = usePathname() === href;
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className="text-slate-700 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-accent-800 aria-[current=page]:underline"
    >
      {children}
    </Link>
  );
}
