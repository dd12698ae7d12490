import { isIsoDate, londonNow, toLongDate } from '@parking/core';
import { useSearchParams } from 'react-router';
import { useConsoleHome } from '../../kit/use-console-home';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import './board.css';
import { NoCarParks, chosenCarPark } from '../../kit/car-park-select';
import { BoardControls } from './board-controls';
import { BoardTable } from './board-table';
import { type BoardChoice, boardCsvHref, useBoard, usePrefetchedBoard } from './use-board';

/** One board, live, with its marks, announcement, print button and CSV link. */
function LiveBoardView({ choice, carParkName }: { choice: BoardChoice; carParkName: string }) {
  const { query, changed, news, live } = useBoard(choice);
  const title = `${carParkName} on ${toLongDate(choice.date)}`;
  return (
    <>
      <p className="board-actions">
        <button type="button" className="btn btn--outline" onClick={() => window.print()}>
          Print
        </button>{' '}
        <a href={boardCsvHref(useConsoleApi(), choice)} download>
          Download CSV<span className="visually-hidden"> of this board</span>
        </a>{' '}
        <span className={live ? 'board-live board-live--on' : 'board-live'}>
          {live ? 'Live: changes appear as they happen' : 'Refreshed every 30 seconds'}
        </span>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {news}
      </p>
      <h2 className="board-title">{title}</h2>
      <QueryState query={query} what="day board">
        {(board) => <BoardTable movements={board.movements} changed={changed} title={title} />}
      </QueryState>
    </>
  );
}

/**
 * The operator's day board (/console/board?carPark=…&date=…): a car park's arrivals and returns on a
 * London day, live (a new, amended or cancelled booking appears as it happens; every 30 seconds while
 * visible when the live stream is not open), printable (A4) and downloadable as CSV. The
 * choice lives in the URL, so a board can be bookmarked; without one it shows the first car park today.
 */
export function BoardPage() {
  useConsoleTitle('Day board');
  const home = useConsoleHome();
  const [params, setParams] = useSearchParams();
  const [named, day] = [params.get('carPark'), params.get('date') ?? ''];
  usePrefetchedBoard(named && isIsoDate(day) ? { carPark: named, date: day } : null);
  const choose = (next: BoardChoice) => setParams(new URLSearchParams(next));
  return (
    <>
      <h1>Day board</h1>
      <QueryState query={home} what="car parks">
        {(data) => {
          const carParks = data.kind === 'operator' ? data.carParks : [];
          const carPark = chosenCarPark(carParks, params);
          if (!carPark) return <NoCarParks />;
          const date = params.get('date') ?? '';
          const choice = { carPark: carPark.id, date: isIsoDate(date) ? date : londonNow(new Date()).date };
          return (
            <>
              <BoardControls carParks={carParks} choice={choice} onChoose={choose} />
              <LiveBoardView key={`${choice.carPark}:${choice.date}`} choice={choice} carParkName={carPark.name} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
