/** Props of FigureCard. */
export type FigureCardProps = {
  /** What the number counts ("Arrivals today"). */
  label: string;
  /** The number. */
  value: number;
};

/** One figure of a home page, its label read before its number. */
export function FigureCard({ label, value }: FigureCardProps) {
  return (
    <li className="console-card">
      <span>{label}</span>
      <strong className="console-card__figure">{value.toLocaleString('en-GB')}</strong>
    </li>
  );
}
