/**
 * Content for the ten city landing pages (one template renders them all). Read at build
 * time only (the city route's loader); the browser gets each page's own city in its HTML.
 * Names, paths and card descriptions come from city-directory.ts.
 *
 * Every city carries its own neighborhoods, local moving notes and community
 * copy so the pages are genuinely useful and never read as name-swapped
 * doorway pages. Checks live in `cities.test.ts`, not at runtime.
 *
 * Figures (moves per city, 5.0 rating, 55+ years, Brookhaven's A+) come from
 * the site spec; do not add statistics that are not in it.
 */

import { type CityDirectoryEntry, cityDirectory } from "./city-directory";
import { testimonials } from "./testimonials";
import type { Testimonial } from "./testimonial";

/** One shape for every testimonial on the site; defined in ./testimonial. */
export type { Testimonial };

export type CityStat = { value: string; label: string };

export type City = CityDirectoryEntry & {
  /** "DeKalb County" */
  county: string;
  /** Full document title, under 60 characters; the site appends nothing. */
  seoTitle: string;
  /** 110–155 characters, unique, mentions the city. */
  seoDescription: string;
  heroHeadline: string;
  /** One or two sentences. */
  heroIntro: string;
  /** 3 or 4 items; the first is the city's move count. */
  stats: CityStat[];
  /** Exactly 3 real neighborhoods with specific moving notes. */
  neighborhoods: { name: string; description: string }[];
  /** Exactly 3 local moving tips. */
  movingNotes: { title: string; body: string }[];
  /** Shown above the "Schedule your move" button. */
  community: { heading: string; body: string };
  testimonial: Testimonial;
};

function directoryEntry(slug: string): CityDirectoryEntry {
  const entry = cityDirectory.find((city) => city.slug === slug);
  if (!entry) throw new Error(`cities.ts: "${slug}" is not in city-directory.ts`);
  return entry;
}

const RATING: CityStat = { value: "5.0", label: "Average customer rating" };
const YEARS: CityStat = { value: "55+", label: "Years serving Metro Atlanta" };

export const cities: readonly City[] = [
  {
    ...directoryEntry("atlanta"),
    county: "Fulton and DeKalb Counties",
    seoTitle: "Atlanta, GA Movers | High-Rise & Intown Moving",
    seoDescription:
      "Family-owned Atlanta movers since 1969. We handle Midtown elevator reservations, insurance certificates and tight intown streets.",
    heroHeadline: "Atlanta movers who book the elevator before the truck arrives",
    heroIntro:
      "From Midtown towers to Old Fourth Ward side streets, we plan every Atlanta move around building rules, curb space and the Downtown Connector. Our veteran-led crews have done it more than 10,000 times.",
    stats: [{ value: "10,000+", label: "Moves in Atlanta" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Midtown",
        description:
          "Most Midtown towers require a reserved freight elevator and a certificate of insurance naming the building's management company before anyone can load. Send us your building's move-in packet and we will request the certificate and work inside your reserved window.",
      },
      {
        name: "Old Fourth Ward",
        description:
          "Between Beltline lofts, apartments around Ponce City Market and century-old houses on narrow side streets, an Old Fourth Ward move is mostly about where the truck can stand. We look at the curb ahead of time and bring a smaller shuttle vehicle when the big truck cannot get close.",
      },
      {
        name: "Buckhead",
        description:
          "Buckhead runs from condo towers along Peachtree Road to large homes on long, sloping driveways off West Paces Ferry Road. We staff up for big houses and work with concierge desks and loading-dock schedules in the high-rises.",
      },
    ],
    movingNotes: [
      {
        title: "Start the building paperwork early",
        body: "Many Atlanta condo and apartment buildings want a certificate of insurance days before move day, often with specific wording for the additional insured. Forward the request as soon as your date is set so your elevator reservation is never held up by paperwork.",
      },
      {
        title: "Plan around the Connector and I-285",
        body: "The Downtown Connector and the Perimeter are slowest during weekday rush hours. We start loading early and time the drive between addresses for midday, so a crosstown move is not spent sitting in traffic.",
      },
      {
        title: "Check the event calendar",
        body: "The AJC Peachtree Road Race closes Peachtree Road every Fourth of July, and big weekends in Piedmont Park or along the Beltline fill nearby streets. We check for closures when you book so your move does not land on a race route or festival day.",
      },
    ],
    community: {
      heading: "Moving Atlanta families since 1969",
      body: "We have been moving people into and around Atlanta since 1969, long before Midtown's skyline filled in and the Beltline turned old rail corridors into the city's favorite front yard. More than 10,000 Atlanta moves later, we still run the business the way our family started it: answer the phone, show up when we said we would, and treat every home as if our own name were on the lease. Our veteran-led crews bring the same discipline to a fourth-floor walk-up in Inman Park as to a penthouse on Peachtree.",
    },
    testimonial: testimonials.cityAtlanta,
  },
  {
    ...directoryEntry("decatur"),
    county: "DeKalb County",
    seoTitle: "Decatur, GA Movers | Bungalows, Condos & Family Homes",
    seoDescription:
      "Decatur movers who know Oakhurst bungalows, narrow historic staircases and parking near the Square. Family-owned since 1969, 2,000+ local moves.",
    heroHeadline: "Decatur movers who know every bungalow staircase",
    heroIntro:
      "Decatur homes are full of character and short on clearance. We plan for steep stairs, tight doorways and busy streets near the Square so your move stays careful and unhurried.",
    stats: [{ value: "2,000+", label: "Moves in Decatur" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Oakhurst",
        description:
          "Oakhurst's early 20th-century bungalows often have steep attic stairs and doorways that were framed long before modern sectional sofas. We measure the tight spots before move day and take doors off their hinges when that is what it takes.",
      },
      {
        name: "Winnona Park",
        description:
          "Winnona Park's shady streets beside Agnes Scott College are lovely until a tall truck meets a low oak limb. We check the clearance on your block and park where the crew can carry safely, not just where the truck happens to fit.",
      },
      {
        name: "MAK Historic District",
        description:
          "The MAK Historic District, named for McDonough Street, Adams Street and Kings Highway, was Decatur's first residential subdivision and is full of Craftsman homes from the early 1900s. We pad banisters and original trim and run floor protection from the porch to the last room.",
      },
    ],
    movingNotes: [
      {
        title: "Split box springs fit where whole ones will not",
        body: "A standard queen or king box spring often cannot turn the landing on a bungalow staircase. If you are moving into an older Decatur home, tell us the stair width and we will suggest a split box spring or plan another route upstairs before anything gets wedged.",
      },
      {
        title: "Book around the school calendar",
        body: "The City Schools of Decatur calendar sets the busiest weeks here: the days right after school lets out and the weeks before classes start again. Book those dates early, or pick a weekday in mid-June when crews and calendars are more open.",
      },
      {
        title: "Parking near the Square",
        body: "Curb space around Decatur Square is paid, busy and sometimes closed entirely for festivals. For condo and townhome moves downtown, we confirm your building's loading zone and aim for a weekday morning, when the curb and the sidewalks by the MARTA station are calmest.",
      },
    ],
    community: {
      heading: "At home on Decatur's front porches",
      body: "Decatur is a city of front porches and neighbors who walk everywhere, and we have been carrying furniture up those porch steps for decades. More than 2,000 Decatur moves have taught us which blocks fill with strollers on a Saturday morning, how to work quietly on a street where everyone knows each other, and why a bungalow move is measured in inches. We give every Decatur house the patience its age deserves.",
    },
    testimonial: testimonials.cityDecatur,
  },
  {
    ...directoryEntry("marietta"),
    county: "Cobb County",
    seoTitle: "Marietta, GA Movers | Historic Homes to East Cobb",
    seoDescription:
      "Marietta movers for historic homes near the Square, East Cobb family houses and moves across Cobb County. Family-owned since 1969, 3,500+ moves.",
    heroHeadline: "Marietta movers who respect the history in your home",
    heroIntro:
      "Marietta pairs 19th-century homes around the Square with big family houses across East Cobb. We bring the padding, patience and route knowledge that both deserve.",
    stats: [{ value: "3,500+", label: "Moves in Marietta" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Historic districts near the Square",
        description:
          "Homes along Church Street, Cherokee Street and Kennesaw Avenue often have tall front steps, narrow center halls and furniture that has been in the family for generations. We pad every doorway and plan the carry so nothing heavy crosses original hardwood unprotected.",
      },
      {
        name: "East Cobb",
        description:
          "East Cobb's swim-and-tennis subdivisions mean large two-story homes, finished basements and HOA rules about where trucks can park. We read your HOA guidelines ahead of time and plan a move that keeps the neighbors happy.",
      },
      {
        name: "Near Kennesaw Mountain",
        description:
          "West of the Square toward Kennesaw Mountain National Battlefield Park, lots get hillier and driveways get longer. We check whether a full-size truck can make your driveway and bring equipment suited to a long, sloped carry.",
      },
    ],
    movingNotes: [
      {
        title: "Saturday mornings on the Square",
        body: "The Marietta Square Farmers Market fills the streets around Glover Park on Saturday mornings, and concerts and festivals draw crowds through the year. For homes within a few blocks of the Square, a weekday move usually means easier parking and fewer detours.",
      },
      {
        title: "Time the I-75 and I-285 interchange",
        body: "The interchange where I-75 meets I-285 near Cumberland is one of the region's slowest spots at rush hour. When your move crosses it, we schedule the drive for late morning or early afternoon rather than fighting the commute.",
      },
      {
        title: "Protect plaster and original floors",
        body: "Plaster walls in older Marietta homes chip more easily than drywall, and century-old floorboards are hard to match once they are gouged. On historic homes we use corner guards, banister wraps and floor runners as a matter of course.",
      },
    ],
    community: {
      heading: "A long history with Marietta families",
      body: "Marietta has grown enormously since we started, but the Square is still its heart. Across more than 3,500 Marietta moves, we have carried heirlooms out of houses that stayed in one family for generations and helped new families settle onto the same streets. Cobb County is an easy drive from our Peachtree Corners base, and our crews know its back roads as well as its interstates.",
    },
    testimonial: testimonials.cityMarietta,
  },
  {
    ...directoryEntry("smyrna"),
    county: "Cobb County",
    seoTitle: "Smyrna, GA Movers | Market Village to Cumberland",
    seoDescription:
      "Smyrna movers for townhomes near Market Village, historic Williams Park homes and Cumberland apartments, planned around Braves game-day traffic.",
    heroHeadline: "Smyrna movers who check the Braves schedule first",
    heroIntro:
      "Smyrna sits next door to Truist Park, so a well-planned move here starts with the game schedule. We handle three-story townhomes, busy apartment communities and the city's oldest streets with the same care.",
    stats: [{ value: "1,800+", label: "Moves in Smyrna" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Market Village",
        description:
          "The townhomes and condos around Market Village and the Village Green put you close to restaurants and city events, and close to everyone else's parked cars. We arrange a loading spot in advance and keep shared walkways clear the whole day.",
      },
      {
        name: "Williams Park",
        description:
          "Williams Park, across Atlanta Road from Market Village, is Smyrna's oldest neighborhood, with homes ranging from 1880s cottages to Craftsman bungalows and new builds. The older houses have compact rooms and narrow halls, so we plan the order of the load room by room.",
      },
      {
        name: "Cumberland",
        description:
          "Apartment communities around Cumberland and the Battery often have gated garages, reserved loading areas and strict move-in hours. We confirm the rules with your leasing office, bring a truck that fits the clearance and finish inside your window.",
      },
    ],
    movingNotes: [
      {
        title: "Steer clear of game-day traffic",
        body: "Braves home games at Truist Park back up Cobb Parkway, I-75 and I-285 for hours around first pitch. We check the schedule when you book and keep your move away from game times whenever the calendar allows.",
      },
      {
        title: "Staff for the stairs, not just the rooms",
        body: "Many newer Smyrna townhomes put the garage on the ground floor and the bedrooms two flights up. We size the crew by the number of stairs as well as the number of rooms, so the day does not drag into the evening.",
      },
      {
        title: "Watch for festival weekends",
        body: "The Jonquil Festival fills Market Village each spring, and the city hosts concerts and holiday events downtown through the year. If you live near the Village Green, we check the city calendar before confirming a weekend date.",
      },
    ],
    community: {
      heading: "At home in the Jonquil City",
      body: "Smyrna started as a railroad stop and has grown into one of Cobb County's most popular places to live, and we have moved its residents through every stage of that change. Across more than 1,800 Smyrna moves, we have seen Market Village take shape and the Battery rise next door, and our crews have learned the back ways that keep a loaded truck out of game-day traffic. Whether it is a first apartment near Cumberland or a growing family heading for a house off Concord Road, we treat every Smyrna move as work for a neighbor.",
    },
    testimonial: testimonials.citySmyrna,
  },
  {
    ...directoryEntry("brookhaven"),
    county: "DeKalb County",
    seoTitle: "Brookhaven, GA Movers | Family-Owned Since 1969",
    seoDescription:
      "A+ rated Brookhaven movers for Historic Brookhaven, Ashford Park and apartments along Peachtree Road and Dresden Drive. 1,500+ local moves.",
    heroHeadline: "Brookhaven movers from Ashford Park to Peachtree Road",
    heroIntro:
      "Brookhaven moves range from large homes on winding streets to apartment buildings on Peachtree Road. We know the building rules, the traffic and the tree-lined side streets in between.",
    stats: [
      { value: "1,500+", label: "Moves in Brookhaven" },
      RATING,
      YEARS,
      { value: "A+", label: "Business bureau rating" },
    ],
    neighborhoods: [
      {
        name: "Historic Brookhaven",
        description:
          "Built around the Capital City Club's golf course, Historic Brookhaven has large homes on curving streets with long driveways. We plan crew size for big houses and bring the padding and crating that fine furniture and art call for.",
      },
      {
        name: "Ashford Park",
        description:
          "Ashford Park's post-war brick cottages now share streets with far larger new homes. Cottage moves need careful work in small rooms, new builds bring more stairs and heavier pieces, and we staff differently for each.",
      },
      {
        name: "Murphey Candler Park",
        description:
          "Homes around Murphey Candler Park and its lake sit on rolling lots where driveways can be steep. We check the grade before move day and bring ramps and extra hands so heavy pieces come down safely.",
      },
    ],
    movingNotes: [
      {
        title: "Apartment rules on Peachtree and Dresden",
        body: "The apartment communities along Peachtree Road and Dresden Drive usually require a reserved loading area, and many of their parking decks are too low for a moving truck. We call your leasing office ahead of time and settle where the truck will stand before the crew arrives.",
      },
      {
        title: "Beat the Peachtree Road backup",
        body: "Peachtree Road through Brookhaven slows to a crawl at rush hour, especially near the Brookhaven/Oglethorpe MARTA station and Oglethorpe University. We aim to be loaded and rolling before the afternoon build-up begins.",
      },
      {
        title: "Mind the tree canopy",
        body: "Brookhaven prizes its big trees, and low limbs over narrow residential streets can block a tall box truck. We scout your street and, where needed, switch to a smaller vehicle for the last stretch rather than risk the branches.",
      },
    ],
    community: {
      heading: "Earning Brookhaven's trust, one move at a time",
      body: "Brookhaven became a city in 2012, but its neighborhoods have been home to our customers for far longer than that. We have completed more than 1,500 moves here, and the A+ rating we hold with the business bureau comes from simple habits: honest estimates, crews who arrive when promised, and a family-run office that picks up the phone if anything needs putting right. From Dresden Drive apartments to houses overlooking the Capital City Club course, we want every Brookhaven customer to call us again next time.",
    },
    testimonial: testimonials.cityBrookhaven,
  },
  {
    ...directoryEntry("dunwoody"),
    county: "DeKalb County",
    seoTitle: "Dunwoody, GA Movers | Home & Perimeter Office Moves",
    seoDescription:
      "Dunwoody movers for family homes near Dunwoody Village and Georgetown and for Perimeter Center office moves. Family-owned since 1969, 1,200+ moves.",
    heroHeadline: "Dunwoody movers for family homes and Perimeter offices",
    heroIntro:
      "Some of our Dunwoody customers are moving a family home, and others are moving a whole office over a weekend. We plan both around HOA rules, building schedules and the I-285 and GA-400 interchange.",
    stats: [{ value: "1,200+", label: "Moves in Dunwoody" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Dunwoody Village",
        description:
          "The neighborhoods around Dunwoody Village are full of two-story traditional homes on wooded lots, many with finished basements. We plan the basement carry up front and protect hardwood entryways from the very first trip.",
      },
      {
        name: "Georgetown",
        description:
          "Georgetown, near Chamblee Dunwoody Road and I-285, packs condos, townhomes and ranch houses close together. We check the parking rules in shared lots and keep the truck positioned so neighbors can still get in and out.",
      },
      {
        name: "Perimeter Center",
        description:
          "Perimeter Center's office towers and apartment high-rises, near Perimeter Mall and the Dunwoody MARTA station, run on loading-dock schedules and freight-elevator bookings. We reserve the dock, send the building its insurance certificate and work after hours when a tenant needs it.",
      },
    ],
    movingNotes: [
      {
        title: "Office moves that protect the work week",
        body: "For Perimeter Center offices, we usually move after close of business on a Friday or over a weekend so your team loses as little working time as possible. Everything is labeled by desk and room, so people find their things on Monday morning.",
      },
      {
        title: "Respect the 285 and 400 crossroads",
        body: "The I-285 and GA-400 interchange is the crossroads of the northern suburbs, and rush hour there can hold a loaded truck for a long time. We time the drive for midday whenever your schedule allows.",
      },
      {
        title: "Share your HOA guidelines",
        body: "Many Dunwoody subdivisions have HOA rules about moving trucks, portable storage containers and street parking. Send us the guidelines when you book and we will set the truck position and working hours to match.",
      },
    ],
    community: {
      heading: "Where home moves and office moves meet",
      body: "Dunwoody is a short drive from our Peachtree Corners base, and it is where the two sides of our work come together. On weekdays our crews move families between cul-de-sacs off Mount Vernon Road and Chamblee Dunwoody Road; on weekends they are often in a Perimeter Center tower relocating an office. More than 1,200 Dunwoody moves later, we know which buildings want their paperwork early and which neighborhoods would like the truck gone by dinnertime.",
    },
    testimonial: testimonials.cityDunwoody,
  },
  {
    ...directoryEntry("norcross"),
    county: "Gwinnett County",
    seoTitle: "Norcross, GA Movers | Historic Downtown to Gwinnett",
    seoDescription:
      "Norcross movers for historic downtown homes, apartments along Jimmy Carter Boulevard and family moves in Gwinnett. Family-owned since 1969.",
    heroHeadline: "Norcross movers from the historic district to Jimmy Carter Boulevard",
    heroIntro:
      "Norcross is one of Gwinnett's oldest towns and one of its most diverse. We move families in and out of historic cottages, busy apartment communities and everything in between.",
    stats: [{ value: "2,200+", label: "Moves in Norcross" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Historic downtown Norcross",
        description:
          "The historic district around Thrasher Park has Victorian and turn-of-the-century homes with deep porches, narrow halls and floors that have settled over a century. We take our time, pad every turn and bring dollies sized for tight spaces.",
      },
      {
        name: "Jimmy Carter Boulevard",
        description:
          "The apartment communities along Jimmy Carter Boulevard are home to families from all over the world, and many of them move at the end of the month. We book early, confirm gate codes and stairwell access, and work efficiently on busy move-out days.",
      },
      {
        name: "Beaver Ruin Road area",
        description:
          "Off Beaver Ruin Road you will find established subdivisions of split-level and ranch homes. Split-levels mean a short flight of stairs between every floor, so we map the carry route before the first box leaves the house.",
      },
    ],
    movingNotes: [
      {
        title: "Allow time for trains downtown",
        body: "A busy rail line runs straight through downtown Norcross, and a passing freight train can hold traffic at the crossings for several minutes. We build that time into historic-district moves instead of rushing the crew.",
      },
      {
        title: "Move mid-month if you can",
        body: "Leases across Norcross tend to turn over on the last and first days of the month, which crowds stairwells and loading areas. A mid-month date usually brings easier access and more flexible start times.",
      },
      {
        title: "Route around the I-85 interchange",
        body: "The I-85 interchange at Jimmy Carter Boulevard is one of Gwinnett's busiest and clogs quickly at rush hour. We route around it when we can and schedule longer drives outside the peak.",
      },
    ],
    community: {
      heading: "Next door to our home base",
      body: "Norcross and Peachtree Corners are so closely tied that many Peachtree Corners homes still carry Norcross mailing addresses. The town grew up around the railroad in 1870, and today the streets around its historic downtown are home to families from all over the world. In more than 2,200 Norcross moves, we have carried antiques out of downtown cottages, moved first apartments on Jimmy Carter Boulevard and helped long-time residents downsize, and we treat each one as a favor for a neighbor.",
    },
    testimonial: testimonials.cityNorcross,
  },
  {
    ...directoryEntry("peachtree-corners"),
    county: "Gwinnett County",
    seoTitle: "Peachtree Corners, GA Movers | Our Home Base",
    seoDescription:
      "Peachtree Corners movers based right here in town. Home, townhome and Technology Park office moves from a family-owned company serving since 1969.",
    heroHeadline: "Peachtree Corners movers, based right here at home",
    heroIntro:
      "Peachtree Corners is our home base, and our crews drive its streets every day, from Town Center townhomes to wooded lots near Simpsonwood and the offices of Technology Park.",
    stats: [{ value: "950+", label: "Moves in Peachtree Corners" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Town Center",
        description:
          "The townhomes and apartments around Peachtree Corners Town Center and the Town Green sit close together, with shared drives and limited guest parking. We coordinate loading spots with your HOA or property manager and keep the walkways clear.",
      },
      {
        name: "Simpsonwood",
        description:
          "Homes near Simpsonwood Park and the Chattahoochee River sit on wooded, hilly lots with long, curving driveways. We check whether a full-size truck can make the turn and bring a smaller vehicle when it cannot.",
      },
      {
        name: "Technology Park",
        description:
          "Technology Park, along Technology Parkway, holds offices, labs and light-industrial space. For business moves here we plan around loading docks, sensitive equipment and a weekend schedule that keeps your team working.",
      },
    ],
    movingNotes: [
      {
        title: "Share the road with Curiosity Lab",
        body: "Technology Parkway doubles as Curiosity Lab, the city's proving ground for autonomous vehicles and smart-city technology. Our drivers expect test vehicles on the route and give them plenty of room.",
      },
      {
        title: "Time Peachtree Parkway",
        body: "Peachtree Parkway carries heavy traffic between the Forum, Town Center and the bridge over the Chattahoochee. We load mid-morning and stay off the Parkway during the evening rush, when it moves slowest.",
      },
      {
        title: "Follow planned-community rules",
        body: "Peachtree Corners began as a planned community in the late 1960s, and many of its older subdivisions still have active HOAs with rules on trucks, containers and moving hours. Send us your guidelines and we will follow them to the letter.",
      },
    ],
    community: {
      heading: "Our hometown",
      body: "We are proud to be based in Peachtree Corners, a community that became a city in 2012 but felt like a hometown long before that. Our trucks start every morning here, and many of our more than 950 local moves have been for people we already knew: friends, families down the street and businesses in Technology Park. When you hire us in Peachtree Corners, you are hiring a company you will see at the grocery store next week, and we work accordingly.",
    },
    testimonial: testimonials.cityPeachtreeCorners,
  },
  {
    ...directoryEntry("chamblee"),
    county: "DeKalb County",
    seoTitle: "Chamblee, GA Movers | Homes, Apartments & Antiques",
    seoDescription:
      "Chamblee movers for mid-century homes in Huntley Hills, new townhomes near MARTA and antiques from Antique Row. Family-owned since 1969.",
    heroHeadline: "Chamblee movers for mid-century ranches and antique finds",
    heroIntro:
      "Chamblee blends mid-century neighborhoods, new townhomes by the MARTA station and the international stretch of Buford Highway. We handle everything from a first apartment to a house full of antiques.",
    stats: [{ value: "1,400+", label: "Moves in Chamblee" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Huntley Hills",
        description:
          "Huntley Hills is known for mid-century ranch and split-level homes on wooded lots. Ranch layouts make for easy carries, but original doorways can be snug for today's oversized furniture, so we measure first.",
      },
      {
        name: "Downtown Chamblee",
        description:
          "Downtown Chamblee, around the MARTA station and Peachtree Road, has filled in with apartments and townhomes in recent years. Many have tight shared drives and strict loading rules, which we confirm with the property manager well before move day.",
      },
      {
        name: "Buford Highway",
        description:
          "The Chamblee stretch of Buford Highway, famous for its international restaurants and markets, is lined with garden-style apartment communities. Many have exterior stairs and no elevators, so we bring enough crew for a long carry.",
      },
    ],
    movingNotes: [
      {
        title: "Bring home your Antique Row finds",
        body: "Chamblee's Antique Row has drawn collectors to downtown for decades. If you have bought a large piece there, ask us about picking it up, blanket-wrapping it and delivering it alongside the rest of your household.",
      },
      {
        title: "Load off Buford Highway",
        body: "Buford Highway is busy at almost every hour, with constant turning traffic into restaurants and shopping centers. We plan safe loading spots off the main road and avoid left turns across it with a loaded truck when a better route exists.",
      },
      {
        title: "Work around the MARTA commute",
        body: "Commuter parking and foot traffic around the Chamblee MARTA station peak on weekday mornings and evenings. For homes within a few blocks of the station, a midday or weekend start tends to go more smoothly.",
      },
    ],
    community: {
      heading: "A city that keeps reinventing itself",
      body: "Chamblee began as a railroad town, trained soldiers at Camp Gordon during World War I, and is now one of the most international communities in Metro Atlanta. As a veteran-operated company, we feel right at home here. Over more than 1,400 Chamblee moves, we have carried antiques off Antique Row, moved young families into new townhomes by the MARTA station and helped long-time residents downsize from the ranch houses where they raised their children.",
    },
    testimonial: testimonials.cityChamblee,
  },
  {
    ...directoryEntry("east-point"),
    county: "Fulton County",
    seoTitle: "East Point, GA Movers | Homes Near the Airport",
    seoDescription:
      "East Point movers for Jefferson Park cottages, Colonial Hills homes and moves timed around airport traffic. Family-owned since 1969, 1,100+ moves.",
    heroHeadline: "East Point movers who plan around airport traffic",
    heroIntro:
      "East Point sits just north of Hartsfield-Jackson, so many of our moves here begin or end with a flight. We plan around airport traffic and give the city's older homes the care they need.",
    stats: [{ value: "1,100+", label: "Moves in East Point" }, RATING, YEARS],
    neighborhoods: [
      {
        name: "Jefferson Park",
        description:
          "Jefferson Park is known for post-war wood cottages and brick bungalows, many of them renovated by their owners. Rooms are compact and hallways short, so we break down larger furniture when needed and reassemble it in place.",
      },
      {
        name: "Colonial Hills",
        description:
          "Colonial Hills lies west of Main Street, between downtown East Point and the former Fort McPherson. Its older, often freshly renovated homes get the same protection as the furniture, with runners on new floors and guards on painted door frames.",
      },
      {
        name: "Downtown East Point",
        description:
          "Downtown East Point, around City Hall and the MARTA station, has a growing mix of lofts and apartments. We confirm loading rules with your building and schedule around commuter traffic at the station.",
      },
    ],
    movingNotes: [
      {
        title: "Load the day before you fly",
        body: "If you are relocating by air, schedule loading for the day before your flight, not the morning of it. Traffic on I-85 and I-285 around Hartsfield-Jackson is hard to predict, and a spare day keeps a missed flight off your list of worries.",
      },
      {
        title: "Mornings on Camp Creek Parkway",
        body: "Camp Creek Parkway and the shopping around Camp Creek Marketplace get heavy on weekends and weekday evenings. We schedule loading and deliveries on that side of town for the morning whenever possible.",
      },
      {
        title: "Tell us your shift schedule",
        body: "Plenty of East Point residents work airport, airline and hospitality shifts. Let us know your hours when you book and we will look for a start time that fits, whether that is first thing in the morning or after a night shift.",
      },
    ],
    community: {
      heading: "Serving the city at the end of the line",
      body: "East Point takes its name from being the eastern end of the old Atlanta and West Point Railroad, and it has been a hardworking, close-knit city ever since. We have made more than 1,100 moves here, for airline employees moving closer to work, first-time buyers restoring cottages in Jefferson Park and long-time residents moving closer to their grandchildren. East Point is one of the longer drives from our Peachtree Corners base, so we plan departure times with care and arrive when we say we will.",
    },
    testimonial: testimonials.cityEastPoint,
  },
];

/** Finds the city for a page path; a single trailing slash is tolerated. */
export function findCityByPath(path: string): City | undefined {
  const normalized = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return cities.find((city) => city.path === normalized);
}
