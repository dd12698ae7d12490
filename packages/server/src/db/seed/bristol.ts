import { type SeedProvider, providerImageUrl } from './types';

/** Sample providers at Bristol (BRS). */
export const bristolProviders: SeedProvider[] = [
  {
    id: 'bristol-valet-plus',
    airportId: 'bristol',
    name: 'Valet Plus Bristol',
    type: 'meet-greet',
    pricePerDay: 1699,
    gatePricePerDay: 1999,
    airportCharge: 'included',
    transferMinutes: 0,
    keepsKeys: true,
    features: ['Meet at the terminal', 'Flight tracking on return', 'Optional hand car wash', 'Park Mark accredited'],
    isRecommended: true,
    imageUrl: providerImageUrl('bristol-valet-plus'),
    description:
      'Bristol’s premium meet-and-greet: hand over your keys at the terminal drop-off zone and we park your car in our secure compound on the A38.',
    address: 'Valet Plus, Downside Road, Lulsgate Bottom, Bristol BS48 3DU',
    phone: '0117 496 0201',
    arrivalInstructions: [
      'Call us on 0117 496 0201 when you pass the Airport Tavern on the A38.',
      'Follow signs for the Drop-off Zone and take a ticket at the barrier.',
      'Stop in bays 40–50 where a driver in a Valet Plus jacket will meet you.',
      'Keep your exit ticket: the driver pays the drop-off charge for you.',
    ],
    returnInstructions: [
      'Call us when you have your luggage.',
      'Walk to the Drop-off Zone, bays 40–50.',
      'Your driver hands back your car and keys; check the handover sheet before driving away.',
    ],
    spacesPerDay: 30,
  },
  {
    id: 'bristol-lulsgate-park-ride',
    airportId: 'bristol',
    name: 'Lulsgate Park & Ride',
    type: 'park-ride',
    pricePerDay: 999,
    gatePricePerDay: 1199,
    airportCharge: 'none',
    transferMinutes: 8,
    keepsKeys: false,
    features: [
      'Free transfer bus every 10 minutes',
      'Keep your keys',
      'CCTV and 24-hour patrols',
      'Safer Parking Scheme',
    ],
    isRecommended: false,
    imageUrl: providerImageUrl('bristol-lulsgate-park-ride'),
    description:
      'Park yourself on our fenced, floodlit site a mile from the terminal, with a free shuttle every ten minutes.',
    address: 'Lulsgate Park & Ride, Bridgwater Road (A38), Bristol BS40 5DL',
    phone: '0117 496 0202',
    arrivalInstructions: [
      'Drive to the A38 entrance (BS40 5DL); it is signed Lulsgate Park & Ride.',
      'Enter your booking reference at the barrier keypad.',
      'Park in any free bay and leave your car locked.',
      'Catch the shuttle from the shelter by the office; it runs every 10 minutes.',
    ],
    returnInstructions: [
      'After Arrivals, follow signs to the Coach and Bus Stops.',
      'Board the Lulsgate Park & Ride shuttle at Stop 2.',
      'Enter your booking reference at the exit barrier.',
    ],
    spacesPerDay: 50,
  },
];
