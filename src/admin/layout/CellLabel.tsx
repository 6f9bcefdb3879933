/**
 * A cell's column heading in a dashboard list (`.dashboard-list`), shown beside its value where the
 * table is too narrow for columns (a phone): the heading row is then hidden, and screen readers
 * still have it, so this is not read.
 */
export default function CellLabel({ text }: { text: string }) {
  return (
    <span className="dashboard-list__label" aria-hidden="true">
      {text}
    </span>
  );
}
