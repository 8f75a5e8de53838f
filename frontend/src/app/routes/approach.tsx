// Placeholder until the page is written.
export default function ApproachPage() {
  return <h1 className="px-4 pt-32 text-3xl font-bold">Approach</h1>;
}
