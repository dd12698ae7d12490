import { useEffect } from 'react';
import { documentTitle } from '../../config';

/** "<Screen> | Console | <brand>": the document title of a console screen, set once it shows. */
export function useConsoleTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(`${screen} | Console`);
  }, [screen]);
}
