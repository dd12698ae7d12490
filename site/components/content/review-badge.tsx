/** Props of {@link ReviewBadge}. */
export type ReviewBadgeProps = {
  /** A sample the seed wrote for a local or demo installation, not a traveller's stay. */
  sample: boolean;
};

/**
 * What a review is: "Verified booking" for a traveller's completed stay, or "Sample review" for seeded
 * sample data, so a sample can never pass for a real review (docs/product-rules.md#content).
 */
export function ReviewBadge({ sample }: ReviewBadgeProps) {
  return sample ? (
    <span className="badge badge--sample">Sample review</span>
  ) : (
    <span className="badge">Verified booking</span>
  );
}
