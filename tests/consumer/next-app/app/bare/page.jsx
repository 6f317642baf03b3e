// The baseline: a server page with no widget. The widget pages' first loads are measured against it.
export default function Bare() {
  return <main>Üres oldal</main>;
}
