/** Placeholder cards while quotes load; the cards are hidden from screen readers, a status says why. */
export function ResultsSkeleton() {
  return (
    <div className="ps-skeleton-list">
      <p className="ps-visually-hidden" role="status">
        Loading parking…
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="ps-card ps-skeleton" aria-hidden="true">
          <div className="ps-skeleton-block ps-skeleton-image" />
          <div className="ps-card-body">
            <div className="ps-skeleton-block ps-skeleton-block--short" />
            <div className="ps-skeleton-block ps-skeleton-block--long" />
            <div className="ps-skeleton-block" />
          </div>
        </div>
      ))}
    </div>
  );
}
