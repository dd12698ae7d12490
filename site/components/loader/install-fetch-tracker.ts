import { installFetchTracker } from './fetch-tracker';

// Imported first by main.tsx: module evaluation order guarantees the wrap happens before any other
// module (the widget's API client included) runs.
installFetchTracker();
