"use client";
// The form of a site switch (language, people/pets). With scripts the browser sets the cookie itself and shows the
// page again: online by refreshing the server's render, offline by reloading, which the service worker answers with
// the kept page of the new language or card type. Without scripts the form posts to its server action.
import { useRouter } from "next/navigation";
import type { FormEvent, ReactNode } from "react";
import { PREFERENCE_MAX_AGE } from "@/lib/site/preferences";

export function PreferenceForm({
  action,
  cookie,
  field,
  children,
}: {
  action: (formData: FormData) => Promise<void>;
  cookie: string;
  field: string;
  children: ReactNode;
}) {
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const value = data.get(field);
    if (typeof value !== "string") return;
    event.preventDefault();
    document.cookie = `${cookie}=${value}; path=/; max-age=${PREFERENCE_MAX_AGE}; samesite=lax`;
    if (navigator.onLine) router.refresh();
    else location.reload();
  }
  return (
    <form action={action} onSubmit={submit}>
      {children}
    </form>
  );
}
