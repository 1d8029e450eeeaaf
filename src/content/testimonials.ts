/**
 * Every testimonial on the site, in one place: pages pick theirs by id. Each customer appears
 * once, with one story, and the place in the descriptor matches the page that shows it (a unit
 * test checks names and shared phrases).
 */
import type { Testimonial } from "./testimonial";

export const testimonials = {
  about: {
    quote:
      "We hired them because a neighbor had used them twenty years ago. The crew was courteous, fast and careful, and the owner called the next day to make sure everything had arrived in one piece.",
    name: "Linda M.",
    descriptor: "Moved from Dunwoody to Peachtree Corners",
    stars: 5,
  },
  commercial: {
    quote:
      "We moved our clinic's exam rooms and patient records from Norcross to Peachtree Corners over two evenings. The front desk opened on time both mornings, and not one file box went missing.",
    name: "Lauren K.",
    descriptor: "Practice manager, medical clinic in Peachtree Corners",
    stars: 5,
  },
  contact: {
    quote:
      "I called on a Sunday afternoon expecting voicemail and got a coordinator who walked me through the whole move. The e-mailed quote arrived that afternoon, and moving day went exactly the way she described it.",
    name: "Lauren P.",
    descriptor: "Moved from Peachtree Corners to Roswell",
    stars: 5,
  },
  packing: {
    quote:
      "We had two weeks to get out of our Brookhaven house. The packers did the whole place in a day, kitchen included, and every box said which room it belonged in. We had the new kitchen unpacked in one evening.",
    name: "Jessica W.",
    descriptor: "Full-service packing, moved from Brookhaven to Alpharetta",
    stars: 5,
  },
  quotePage: {
    quote:
      "I filled in the form on my lunch break and had a call back before I finished eating. The quote came that afternoon, and the final bill matched it to the dollar.",
    name: "Michael A.",
    descriptor: "Moved from Decatur to Johns Creek",
    stars: 5,
  },
  storage: {
    quote:
      "Our buyer needed to close three weeks before our new house was finished. Liberty Oak packed us up, kept everything in climate-controlled storage and delivered it the morning we got the keys, without a scratch on the dining table.",
    name: "Ellen P.",
    descriptor: "Storage-in-transit, moved from Norcross to Suwanee",
    stars: 5,
  },
  residentialBungalow: {
    quote:
      "We had a Saturday closing on our Grant Park bungalow and a four-hour window before the buyers walked through. The crew worked room by room, kept the floors covered, and had us unloaded in Decatur before dinner.",
    name: "Renee D.",
    descriptor: "Moved from Grant Park to Decatur",
    stars: 5,
  },
  residentialHighRise: {
    quote:
      "We were leaving a Midtown high-rise with a two-hour freight elevator window. They booked it with the concierge, arrived early and had the truck loaded with twenty minutes to spare.",
    name: "Marcus T.",
    descriptor: "Moved from Midtown to Smyrna",
    stars: 5,
  },
  residentialFragile: {
    quote:
      "We packed the books and clothes ourselves and left the fragile things to them: my mother's china, the framed art and two televisions. Every box was labeled by room, and nothing arrived chipped.",
    name: "Anjali M.",
    descriptor: "Moved from Chamblee to Tucker",
    stars: 5,
  },
  seniorRoswell: {
    quote:
      "Mom lived in her Tucker house for forty-one years. Liberty Oak measured her new apartment in Roswell, helped us decide what would fit, and when she walked in, her chair was by the window and her pictures were already on the wall.",
    name: "Karen M.",
    descriptor: "Her mother moved from Tucker to Roswell",
    stars: 5,
  },
  seniorIndependentLiving: {
    quote:
      "I was dreading the move to independent living. The crew took their time, asked before touching anything, and set up my kitchen exactly the way I had it before.",
    name: "Harold B.",
    descriptor: "Moved from Brookhaven to a Sandy Springs retirement community",
    stars: 5,
  },
  cityAtlanta: {
    quote:
      "They had the insurance certificate to our building manager the same afternoon I asked, and we were out of our Midtown high-rise well before the elevator window closed. Nothing scratched, nothing missing.",
    name: "Danielle R.",
    descriptor: "Moved from Midtown to Grant Park",
    stars: 5,
  },
  cityDecatur: {
    quote:
      "Our Oakhurst bungalow has a staircase that defeated the last movers we hired. This crew measured, took the door off, and had the dresser upstairs without a mark on the walls.",
    name: "Priya S.",
    descriptor: "Moved from Kirkwood to Oakhurst",
    stars: 5,
  },
  cityMarietta: {
    quote:
      "We were moving my mother out of the house near the Square she lived in for forty years. The crew was patient with her, wrapped every piece of her china cabinet by hand and never once rushed us.",
    name: "Robert T.",
    descriptor: "Moved from historic Marietta to East Cobb",
    stars: 5,
  },
  citySmyrna: {
    quote:
      "We booked our move on a Braves game night without realizing it. The crew had already planned a different route, and we were unloaded before the first pitch.",
    name: "Marcus J.",
    descriptor: "Moved from Vinings to Market Village",
    stars: 5,
  },
  cityBrookhaven: {
    quote:
      "Our building on Dresden had a long list of move-out rules. Liberty Oak handled the loading reservation and the insurance certificate, and our new place in Ashford Park was set up by mid-afternoon.",
    name: "Hannah K.",
    descriptor: "Moved from Dresden Drive to Ashford Park",
    stars: 5,
  },
  cityDunwoody: {
    quote:
      "We moved our whole office between two Perimeter Center buildings over one weekend. Every desk was labeled and set back up, and our team walked in Monday ready to work.",
    name: "Gregory W.",
    descriptor: "Office move within Perimeter Center",
    stars: 5,
  },
  cityNorcross: {
    quote:
      "Moving out of our old cottage near Thrasher Park was tricky, with a narrow porch and an upright piano. The crew planned every step, and nothing was scratched.",
    name: "Ana G.",
    descriptor: "Moved from downtown Norcross to Lawrenceville",
    stars: 5,
  },
  cityPeachtreeCorners: {
    quote:
      "They moved us from one side of Peachtree Corners to the other in a single morning. It felt like neighbors helping neighbors, just far better organized.",
    name: "Kevin D.",
    descriptor: "Moved within Peachtree Corners",
    stars: 5,
  },
  cityChamblee: {
    quote:
      "We bought a walnut sideboard on Antique Row the same week we moved. Liberty Oak picked it up on the way, and it arrived wrapped better than the shop had it.",
    name: "Thomas N.",
    descriptor: "Moved from Doraville to Huntley Hills",
    stars: 5,
  },
  cityEastPoint: {
    quote:
      "We had to be out of our Jefferson Park rental by noon on a Friday. The crew started at seven, went around the airport traffic on Camp Creek Parkway, and had the new house across town set up by early afternoon.",
    name: "Jasmine B.",
    descriptor: "Moved within East Point",
    stars: 5,
  },
} as const satisfies Record<string, Testimonial>;
