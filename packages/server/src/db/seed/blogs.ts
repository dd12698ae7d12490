/** The launch blog posts, written for this product (UK English). Images ship in assets/blogs/<id>.svg. */
export const SEED_BLOGS = [
  {
    id: 'meet-and-greet-or-park-and-ride',
    title: 'Meet & Greet or Park & Ride: which suits your trip?',
    summary: 'Two ways to park at the airport, two very different mornings. Here is how to choose between them.',
    publishedAt: new Date('2026-09-14T08:00:00Z'),
    body: [
      'With meet and greet, you drive to the terminal car park, a uniformed driver takes your keys and parks your car in a secure compound. When you land, the car is brought back to the same spot. It costs a little more, but you walk straight into departures with your luggage.',
      'Park and ride means you drive to a car park a few minutes from the airport, leave the car yourself and take a shuttle bus to the terminal. It is usually the cheapest option for longer trips, and you keep your keys.',
      'Travelling with small children, lots of luggage or an early flight? Meet and greet saves the most stress. Away for two weeks on a budget? Park and ride usually wins on price.',
      'Whichever you choose, the price you see in our results is the price you pay: no booking fee, no card fee and no text-message fee added at the end.',
    ],
  },
  {
    id: 'luton-airport-parking-guide',
    title: 'Parking at Luton Airport: a practical guide',
    summary: 'Drop-off charges, where meet and greet happens and how long the shuttle takes.',
    publishedAt: new Date('2026-10-02T08:00:00Z'),
    body: [
      'London Luton Airport has a single terminal, which makes meet and greet straightforward: drivers meet you at the Terminal Car Park 1 meet-and-greet area, a short walk from departures.',
      'The airport charges a fee for dropping off directly outside the terminal, so booking a space in advance is often cheaper than being dropped off by a friend.',
      'Park and ride shuttles from the off-airport car parks usually take between five and ten minutes. Allow at least twenty minutes on top of your check-in time during the summer peak.',
      'Tip: add your return flight number when you book. Drivers track it, so a delayed flight does not leave you waiting for your car.',
    ],
  },
  {
    id: 'bristol-airport-winter-travel',
    title: 'Flying from Bristol this winter',
    summary: 'Fog, early starts and school holidays: how to make a winter departure from Bristol painless.',
    publishedAt: new Date('2026-10-20T08:00:00Z'),
    body: [
      'Bristol Airport sits on high ground at Lulsgate, and morning fog is common between November and February. Build in extra driving time on the A38 and check your flight status before you set off.',
      'Car parks fill quickly around February half-term. Booking early secures a space; our capacity is real, so a provider shown as sold out really is full for your dates.',
      'Your booking can be cancelled free of charge up to 48 hours before drop-off if your plans change.',
    ],
  },
  {
    id: 'stansted-early-flights',
    title: 'Catching an early flight from Stansted',
    summary: 'How to plan a 6 am departure from London Stansted without the panic.',
    publishedAt: new Date('2026-11-05T08:00:00Z'),
    body: [
      'Stansted is busiest between 5 am and 8 am. Security queues can be long, so aim to arrive two hours before a European flight.',
      'Meet and greet is the quickest option for an early start: you drive to the Short Stay car park, hand over your keys and walk into the terminal.',
      'If you prefer park and ride, check the first shuttle time on your confirmation email: each provider lists its arrival steps, and we send them with your booking.',
    ],
  },
];
