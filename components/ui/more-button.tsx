// "Show more ...": the next page of a list, disabled while it loads.
export function MoreButton({ onMore, loading, label }: { onMore: () => void; loading: boolean; label: string }) {
  return (
    <button
      type="button"
      onClick={onMore}
      disabled={loading}
      className="self-start rounded-lg px-4 py-2.5 font-semibold text-accent-700 ring-1 ring-slate-300 hover:bg-accent-50 disabled:opacity-60"
    >
      {label}
    </button>
  );
}
