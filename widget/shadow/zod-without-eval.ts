import { config } from 'zod/mini';

// zod's JIT probes `new Function`: on a partner page whose CSP lacks 'unsafe-eval' the probe is blocked
// and reported (console error, CSP report to the partner) even though zod catches it. Parsing API
// answers without the JIT is fast enough. element.ts imports this module first, before anything can
// parse (module evaluation follows import order).
config({ jitless: true });
