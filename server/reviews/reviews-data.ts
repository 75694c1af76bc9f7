import type { BrandCode } from "../../brands/index";
import type { Review } from "../../contract/reviews";

interface BrandReviews {
  stars: number;
  trustScore: number;
  total: number;
  reviews: Review[];
}

const review = (id: string, stars: number, title: string, text: string, name: string, createdAt: string): Review => ({
  id,
  stars,
  title,
  text,
  consumer: { displayName: name },
  createdAt,
});

/** Seeded reviews per brand; every rating label of spec section 9 appears among the latest reviews. */
const seededReviews: Partial<Record<BrandCode, BrandReviews>> = {
  WH: {
    stars: 4.5,
    trustScore: 4.6,
    total: 2841,
    reviews: [
      review(
        "wh-5",
        5,
        "Domain in minutes",
        "Found my name, paid and it was live the same afternoon.",
        "Dana R.",
        "2026-11-18T10:12:00Z",
      ),
      review(
        "wh-4",
        4,
        "Good value hosting",
        "Fast site and fair renewal prices. The control panel took a while to learn.",
        "Marcus T.",
        "2026-11-16T08:40:00Z",
      ),
      review(
        "wh-3",
        3,
        "Fine, but support was slow",
        "Everything works, though a ticket took two days to answer.",
        "Priya S.",
        "2026-11-12T17:05:00Z",
      ),
      review(
        "wh-2",
        2,
        "Renewal surprised me",
        "The renewal price was higher than I expected.",
        "Owen K.",
        "2026-11-09T13:22:00Z",
      ),
      review(
        "wh-1",
        1,
        "Transfer trouble",
        "My transfer stalled for a week before it went through.",
        "Lena M.",
        "2026-11-02T09:50:00Z",
      ),
    ],
  },
  MP: {
    stars: 4,
    trustScore: 4.1,
    total: 964,
    reviews: [
      review(
        "mp-5",
        5,
        "Helpful people",
        "Support walked me through moving my shop, step by step.",
        "Carlos D.",
        "2026-11-19T15:30:00Z",
      ),
      review("mp-4", 4, "Solid uptime", "Not one outage in a year of hosting.", "Hannah W.", "2026-11-15T11:00:00Z"),
      review(
        "mp-3",
        3,
        "Does the job",
        "Basic hosting that works; the upsells are a bit much.",
        "Idris A.",
        "2026-11-10T19:45:00Z",
      ),
      review(
        "mp-2",
        2,
        "Email setup was confusing",
        "It took me three tries to get my mailbox working.",
        "Julia P.",
        "2026-11-05T07:15:00Z",
      ),
      review(
        "mp-1",
        1,
        "Billing mix-up",
        "I was charged twice and had to ask for a refund.",
        "Tom B.",
        "2026-10-29T12:00:00Z",
      ),
    ],
  },
  UK2: {
    stars: 4.5,
    trustScore: 4.5,
    total: 5120,
    reviews: [
      review(
        "uk2-5",
        5,
        "Brilliant for .co.uk",
        "Got my .co.uk and the free .com in one go.",
        "Sophie H.",
        "2026-11-20T09:05:00Z",
      ),
      review(
        "uk2-4",
        4,
        "Reliable",
        "Twelve years with UK2 and very few problems.",
        "Gareth L.",
        "2026-11-17T14:25:00Z",
      ),
      review("uk2-3", 3, "Okay", "The new dashboard is slower than the old one.", "Aisha N.", "2026-11-13T16:40:00Z"),
      review(
        "uk2-2",
        2,
        "Waited on hold",
        "Phone support kept me waiting 40 minutes.",
        "Rob F.",
        "2026-11-07T10:10:00Z",
      ),
      review(
        "uk2-1",
        1,
        "Site went down",
        "My site was down for a morning with no notice.",
        "Emma J.",
        "2026-10-31T18:30:00Z",
      ),
    ],
  },
};

/** A brand without seeded reviews (a newly registered one) has none yet. */
const noReviews: BrandReviews = { stars: 0, trustScore: 0, total: 0, reviews: [] };

export function reviewsOf(brand: BrandCode): BrandReviews {
  return seededReviews[brand] ?? noReviews;
}
