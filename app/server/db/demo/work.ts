/**
 * Demo records for the Our Work showcase: case studies, featured projects,
 * testimonials and client logos. All organisations and people are invented.
 */
import type { caseStudies, clientLogos, featuredProjects, testimonials } from "~/server/db/schema";

export type DemoCaseStudy = Omit<typeof caseStudies.$inferInsert, "id" | "slug">;
export type DemoFeaturedProject = Omit<typeof featuredProjects.$inferInsert, "id" | "slug">;
export type DemoTestimonial = Omit<typeof testimonials.$inferInsert, "id">;
export type DemoClientLogo = Omit<typeof clientLogos.$inferInsert, "id">;

export const demoCaseStudies: DemoCaseStudy[] = [
  {
    title: "Brewing a Community for Bhaktapur Beans Café",
    description:
      "A family café near Taumadhi Square had great coffee and an empty upstairs room. We rebuilt its social presence around the people behind the counter, launched a monthly open-mic night for young musicians and designed a loyalty card printed on locally made lokta paper. In six months weekday visits rose by 70 percent and the upstairs room is now booked most evenings.",
    imageUrl: "/images/demo/case-studies/bhaktapur-beans.webp",
    imageAlt: "Illustration of a tiered Bhaktapur temple at dusk beside a cup of coffee with a heart drawn in its foam",
    tags: ["Marketing", "Social Media", "Local Business", "Events"],
    readMoreLink: "#",
    createdAt: new Date("2025-03-18T10:00:00+05:45"),
  },
  {
    title: "Clean Bagmati Saturdays",
    description:
      "A two-year river programme with ward offices and the Green Valley Youth Network: 26 clean-ups, more than 600 volunteers and over nine tonnes of waste removed, followed by a household waste-separation pilot in two riverside toles that cut the need for clean-ups on that stretch by three quarters.",
    imageUrl: "/images/demo/case-studies/clean-bagmati.webp",
    imageAlt: "Illustration of the Bagmati river winding through green terraced fields, with small specks of litter along its banks",
    tags: ["Social Impact", "Environment", "Community", "Volunteering"],
    readMoreLink: "https://greenvalleyyouth.org.np/clean-bagmati",
    createdAt: new Date("2025-09-02T09:30:00+05:45"),
  },
  {
    title: "Voices of the Loom: A Documentary Series for Himali Handloom",
    description:
      "Six short films following the weavers of a Patan handloom studio, from spinning to the finished dhaka shawl, co-created with the weavers themselves, who chose what to show and narrated their own stories. The series became the studio's online shop introduction and was screened at two festivals.",
    imageUrl: "/images/demo/case-studies/voices-of-the-loom.webp",
    imageAlt: "Close-up illustration of a red dhaka weave with rows of white, gold and black diamond patterns",
    tags: ["Content Creation", "Documentary", "Heritage", "Brand Story"],
    createdAt: new Date("2026-05-21T15:00:00+05:45"),
  },
];

export const demoFeaturedProjects: DemoFeaturedProject[] = [
  {
    title: "Indra Jatra Live: A Festival Through Young Eyes",
    description:
      "Eight days of live coverage of Indra Jatra in Basantapur: daily reels, a photo story on the Kumari chariot procession and interviews with the young dancers behind the Lakhe masks. The series reached over 300,000 people and was shared by two national news pages.",
    category: "Festival",
    imageUrl: "/images/demo/projects/indra-jatra-live.webp",
    imageAlt: "Illustration of the Kumari chariot in Basantapur at night, a crowd holding up phones under fireworks and marigold garlands",
    createdAt: new Date("2025-09-28T18:00:00+05:45"),
  },
  {
    title: "Annual Members' Film for Saathi Cooperative",
    description:
      "A ten-minute film for a savings and credit cooperative's annual general meeting, telling the year through four members: a tailor, a vegetable farmer, a student and a retired teacher. It replaced forty slides of numbers and became the cooperative's most-watched video.",
    category: "Corporate",
    imageUrl: "/images/demo/projects/saathi-annual-film.webp",
    imageAlt: "Illustration of a film strip whose frames show one member after another against a changing sky",
    createdAt: new Date("2026-01-15T11:00:00+05:45"),
  },
  {
    title: "Plastic-Free Tihar",
    description:
      "A festival-season campaign encouraging families to replace plastic garlands and packaging with marigolds, clay diyo and cloth bags. With 12 shops offering discounts on plastic-free items, the campaign reached 40,000 people and distributed 1,500 cloth bags.",
    category: "Social Impact",
    imageUrl: "/images/demo/projects/plastic-free-tihar.webp",
    imageAlt: "Illustration of rows of lit clay diyo lamps under marigold garlands on a purple evening",
    createdAt: new Date("2026-03-10T09:00:00+05:45"),
  },
  {
    title: "Digital Literacy Camp in Sindhupalchok",
    description:
      "A five-day camp with the Sunaulo Bhavishya Foundation where 60 secondary-school students learned online safety, basic design and how to tell their village's story with a phone. The students produced 24 short films, screened for their families on the final evening.",
    category: "Education",
    imageUrl: "/images/demo/projects/digital-literacy-camp.webp",
    imageAlt: "Illustration of a small hillside school in Sindhupalchok under prayer flags, with a signal symbol above its roof",
    createdAt: new Date("2026-07-24T14:00:00+05:45"),
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: "Sarita Tuladhar",
    position: "Owner",
    company: "Didi's Momo Ghar",
    testimonial:
      "I did not believe a phone could bring customers into a small momo shop. In three months the weekend queue reached the tea stall next door, and my son now runs our page himself. They taught us, not just did it for us.",
    rating: 5,
    imageSrc: "/images/demo/testimonials/sarita-tuladhar.webp",
    imageAlt: "Illustrated portrait of Sarita Tuladhar, smiling, her hair in a bun, in a red top against a saffron background",
    createdAt: new Date("2025-10-05T10:00:00+05:45"),
  },
  {
    name: "Rajendra Karki",
    position: "Programme Manager",
    company: "Sunaulo Bhavishya Foundation",
    testimonial:
      "The camp in Sindhupalchok was run with real care. The team planned around the students' school hours, spoke to parents first and delivered a clear report with photos and numbers for our donors. We have already booked them again.",
    rating: 5,
    imageSrc: "/images/demo/testimonials/rajendra-karki.webp",
    imageAlt: "Illustrated portrait of Rajendra Karki in glasses and a dhaka topi against a blue sky",
    createdAt: new Date("2026-08-12T12:00:00+05:45"),
  },
  {
    name: "Pema Lama",
    position: "Co-founder",
    company: "Himali Handloom",
    testimonial:
      "They let our weavers tell their own story, and it shows. The films are honest and beautiful. The schedule slipped by a couple of weeks during the monsoon, but the team kept us informed and the result was worth the wait.",
    rating: 4,
    imageSrc: "/images/demo/testimonials/pema-lama.webp",
    imageAlt: "Illustrated portrait of Pema Lama with long dark hair and turquoise earrings, under prayer flags",
    createdAt: new Date("2026-06-02T16:30:00+05:45"),
  },
  {
    name: "Ashmita Pandey",
    position: "Marketing Lead",
    company: "Saathi Savings & Credit Cooperative",
    testimonial:
      "Our annual meeting used to be forty slides of numbers. This year members cried, laughed and asked for the video link. A young team that understands both our members and our message is rare.",
    rating: 5,
    imageSrc: "/images/demo/testimonials/ashmita-pandey.webp",
    imageAlt: "Illustrated portrait of Ashmita Pandey in a blue top against a pink mandala",
    createdAt: new Date("2026-02-03T09:45:00+05:45"),
  },
];

export const demoClientLogos: DemoClientLogo[] = [
  {
    name: "Bhaktapur Beans Café",
    imageUrl: "/images/demo/logos/bhaktapur-beans.svg",
    // A logo is its name: the wordmark says exactly this.
    imageAlt: "Bhaktapur Beans Café",
    createdAt: new Date("2025-03-20T10:00:00+05:45"),
  },
  {
    name: "Saathi Savings & Credit Cooperative",
    imageUrl: "/images/demo/logos/saathi-cooperative.svg",
    imageAlt: "Saathi Savings & Credit Cooperative",
    createdAt: new Date("2025-06-11T10:00:00+05:45"),
  },
  {
    name: "Himali Handloom",
    imageUrl: "/images/demo/logos/himali-handloom.svg",
    imageAlt: "Himali Handloom",
    createdAt: new Date("2025-08-01T10:00:00+05:45"),
  },
  {
    name: "Sunaulo Bhavishya Foundation",
    imageUrl: "/images/demo/logos/sunaulo-bhavishya.svg",
    imageAlt: "Sunaulo Bhavishya Foundation",
    createdAt: new Date("2025-11-19T10:00:00+05:45"),
  },
  {
    name: "Didi's Momo Ghar",
    imageUrl: "/images/demo/logos/didis-momo-ghar.svg",
    imageAlt: "Didi's Momo Ghar",
    createdAt: new Date("2026-01-08T10:00:00+05:45"),
  },
  {
    name: "Green Valley Youth Network",
    imageUrl: "/images/demo/logos/green-valley-youth.svg",
    imageAlt: "Green Valley Youth Network",
    createdAt: new Date("2026-04-27T10:00:00+05:45"),
  },
];
