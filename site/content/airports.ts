/** What an airport page says about parking there. */
export type AirportContent = {
  slug: string;
  name: string;
  /** IATA code; the search form preselects the airport by it. */
  code: string;
  description: string;
  intro: string;
  terminals: readonly string[];
  meetGreet: string;
  parkRide: string;
  tips: readonly string[];
};

/** The three airports we cover, keyed by the `/airport/:name` slug. */
export const AIRPORTS: Readonly<Record<string, AirportContent>> = {
  luton: {
    slug: 'luton',
    name: 'London Luton Airport',
    code: 'LTN',
    description:
      'Compare meet and greet and park and ride parking at London Luton Airport (LTN). No booking fees, free cancellation.',
    intro:
      'Luton is a single-terminal airport 30 miles north of central London, just off junction 10 of the M1. Its compact layout makes both meet and greet and park and ride quick and easy.',
    terminals: ['One passenger terminal, with the drop-off zone and short-stay car park directly in front of it'],
    meetGreet:
      'Your driver meets you in the designated meet and greet area of the terminal car park, a short walk from check-in. The airport charges a small entry fee at the barrier; each car park’s card below and in the search results says whether its price includes it.',
    parkRide:
      'Park and ride sites sit within a few minutes of the airport along the Airport Way corridor, with shuttles to the terminal forecourt every 10 to 15 minutes.',
    tips: [
      'The M1 between junctions 9 and 10 is busy at peak times: allow an extra 20 minutes.',
      'The Luton DART shuttle links the terminal with Luton Airport Parkway station if you come back by train.',
    ],
  },
  bristol: {
    slug: 'bristol',
    name: 'Bristol Airport',
    code: 'BRS',
    description:
      'Compare meet and greet and park and ride parking at Bristol Airport (BRS). Prices include everything, free cancellation.',
    intro:
      'Bristol Airport stands on the A38, eight miles south-west of the city. Rural roads lead to it, so a car is the way most travellers arrive, and booking parking ahead saves money.',
    terminals: [
      'One passenger terminal; meet and greet hand-over takes place in the signed area of the multi-storey car park',
    ],
    meetGreet:
      'Drive to the meet and greet area by the terminal, hand over your keys to the waiting driver and walk straight to check-in. The car is back in the same place when you return.',
    parkRide:
      'Off-airport car parks along the A38 run shuttles to the terminal around the clock; most transfers take under ten minutes.',
    tips: [
      'Hill fog sometimes delays flights at Bristol: give your return flight number so your provider can adjust.',
      'The A38 approach can queue in the early morning summer peak; set off a little earlier than you think.',
    ],
  },
  stansted: {
    slug: 'stansted',
    name: 'London Stansted Airport',
    code: 'STN',
    description:
      'Compare meet and greet and park and ride parking at London Stansted Airport (STN). No hidden fees, free cancellation.',
    intro:
      'Stansted, in Essex near junction 8 of the M11, is London\u2019s third-busiest airport. Its single terminal is served by satellite gates reached by a short transit train.',
    terminals: ['One passenger terminal, with the drop-off zone and the meet and greet car park in front of it'],
    meetGreet:
      'Meet your driver in the meet and greet area of the short-stay car park, opposite the terminal. There is no shuttle to wait for on the way out or on the way home.',
    parkRide:
      'Park and ride sites are a short drive from junction 8, with shuttles to the terminal bus station every 15 to 20 minutes.',
    tips: [
      'Allow time for the transit train to the satellite gates once you are through security.',
      'The M11 around junction 8 is busiest on Friday afternoons.',
    ],
  },
};
