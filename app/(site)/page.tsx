// The home page: what the card is, and where partners find the API.
import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">RxCard</p>
        <h1 className="text-3xl font-bold sm:text-4xl">Pay less for prescriptions, for you and your pets</h1>
        <p className="text-lg text-slate-700">
          A free discount card accepted at pharmacies across the US. Search a medication, compare prices near you, and
          show the card to your pharmacist.
        </p>
      </header>
      <section aria-labelledby="how" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="how" className="text-xl font-semibold">
          How it works
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
          <li>Find your medication, dose and quantity.</li>
          <li>Compare discounted prices at pharmacies near your zip code.</li>
          <li>Show your free card (BIN, PCN, group and member id) at the counter.</li>
        </ol>
      </section>
      <footer className="text-sm text-slate-600">
        Partners: see the{" "}
        <Link className="font-medium text-brand-700 underline" href="/docs">
          API reference
        </Link>
        .
      </footer>
    </main>
  );
}
