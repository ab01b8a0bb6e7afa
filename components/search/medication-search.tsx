"use client";
// The medication search box: an ARIA 1.2 combobox with a listbox of type-ahead suggestions. Arrow keys move through
// the options, Enter opens the active (or first) one, Escape closes the list and then clears the box. Suggestions are
// asked for once typing pauses and cached; the previous list stays on screen while the next loads, so it never flickers.
// A search for a pet ("gabapentin for dogs") switches the site to the pets side when a medication is picked.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { fetchJson, SiteRequestError } from "@/lib/site/fetch-json";
import { AUDIENCE_COOKIE, preferenceCookie, type Audience } from "@/lib/site/preferences";
import type { Suggestion, Suggestions } from "@/lib/site/suggest-medications";
import { useDebouncedValue } from "./use-debounced-value";

const MIN_LETTERS = 2;

export function MedicationSearch({ audience = "people" }: { audience?: Audience }) {
  const t = useTranslations("search");
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 150);
  const enabled = query.length >= MIN_LETTERS;
  const { data, isFetching, isError, error, isPlaceholderData } = useQuery({
    queryKey: ["suggestions", query.toLowerCase()],
    queryFn: ({ signal }) => fetchJson<Suggestions>(`/api/search?q=${encodeURIComponent(query)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: (count, failure) => !(failure instanceof SiteRequestError && failure.status < 500) && count < 2,
  });
  // The site's search route refuses a query longer than a medication name can be (400): say that, not "unavailable".
  const tooLong = isError && error instanceof SiteRequestError && error.status === 400;
  const results = text.trim().length >= MIN_LETTERS ? (data?.results ?? []) : [];
  const settled = enabled && !isFetching && !isPlaceholderData && query === text.trim();
  const expanded = open && results.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // A new list starts with no active option.
  const [listShown, setListShown] = useState(data);
  if (listShown !== data) {
    setListShown(data);
    setActive(-1);
  }

  function choose(suggestion: Suggestion) {
    setOpen(false);
    // The same first-party cookie the people/pets switch sets, then a full page load: the layout (theme, header)
    // is rendered for pets too, which a client-side navigation would keep as it was.
    if (data?.pets && audience !== "pets") {
      document.cookie = preferenceCookie(AUDIENCE_COOKIE, "pets", location.protocol === "https:");
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the layout must re-render
      window.location.assign(`/drug/${suggestion.slug}`);
      return;
    }
    router.push(`/drug/${suggestion.slug}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (results.length === 0) return;
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => {
          const next = current + step;
          if (next >= results.length) return 0;
          if (next < 0) return results.length - 1;
          return next;
        });
        return;
      }
      case "Enter": {
        const picked = results[active] ?? (expanded ? results[0] : undefined);
        if (picked) {
          event.preventDefault();
          choose(picked);
        }
        return;
      }
      case "Escape":
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText("");
        setActive(-1);
        return;
      case "Home":
      case "End":
        if (expanded && active >= 0) {
          event.preventDefault();
          setActive(event.key === "Home" ? 0 : results.length - 1);
        }
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-2 block text-base font-semibold">
        {t("label")}
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        {t("hint")}
      </p>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={audience === "pets" ? t("placeholderPets") : t("placeholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg shadow-sm placeholder:text-slate-500 focus:border-accent-600"
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t("label")}
        aria-busy={enabled && !settled}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-96 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {results.map((suggestion, i) => (
          <li
            key={suggestion.slug}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the box: the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(suggestion)}
            className={`flex cursor-pointer flex-wrap items-baseline gap-x-2 px-4 py-2.5 ${
              i === active ? "bg-accent-50 text-accent-800" : ""
            }`}
          >
            <span className="font-medium">{suggestion.name}</span>
            <Badge tone={suggestion.isBrand ? "brand" : "generic"}>
              {suggestion.isBrand ? t("brand") : t("generic")}
            </Badge>
            {suggestion.isBrand && suggestion.generic !== suggestion.name && (
              <span className="text-sm text-slate-600">{t("genericOf", { generic: suggestion.generic })}</span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {settled && open ? t("results", { count: results.length }) : ""}
      </p>
      {settled && results.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {data?.veterinaryOnly ? t("veterinaryOnly", { query }) : t("noResults", { query })}
        </p>
      )}
      {isError && <p className="mt-2 text-sm text-red-700">{tooLong ? t("tooLong") : t("error")}</p>}
    </div>
  );
}
