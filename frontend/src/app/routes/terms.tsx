// Placeholder until the page is written.
export default function TermsPage() {
  return <h1 className="px-4 pt-32 text-3xl font-bold">Terms</h1>;
}
