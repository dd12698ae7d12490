import { PARKING_TYPE_LABELS } from '@parking/core';
import { useId } from 'react';
import { SORT_LABELS, type SortOrder, type TypeFilter } from './sort-quotes';

/** Props of ResultsControls. */
export type ResultsControlsProps = {
  sort: SortOrder;
  filter: TypeFilter;
  onSort: (sort: SortOrder) => void;
  onFilter: (filter: TypeFilter) => void;
};

const FILTERS: [TypeFilter, string][] = [
  ['all', 'All'],
  ['meet-greet', PARKING_TYPE_LABELS['meet-greet']],
  ['park-ride', PARKING_TYPE_LABELS['park-ride']],
];

/** Sort and filter: a labelled select and a labelled radio group, both native for the keyboard. */
export function ResultsControls({ sort, filter, onSort, onFilter }: ResultsControlsProps) {
  const id = useId();
  return (
    <div className="ps-controls">
      <fieldset className="ps-filter">
        <legend className="ps-label">Parking type</legend>
        <div className="ps-segmented">
          {FILTERS.map(([value, label]) => (
            <label key={value} className={`ps-segment${filter === value ? ' ps-segment--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-filter`}
                value={value}
                checked={filter === value}
                onChange={() => onFilter(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="ps-field ps-sort">
        <label className="ps-label" htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="ps-input ps-select"
          value={sort}
          onChange={(e) => onSort(e.target.value as SortOrder)}
        >
          {(Object.keys(SORT_LABELS) as SortOrder[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
