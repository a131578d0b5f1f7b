/**
 * Fixed copy for the home page (/).
 */
import { Clapperboard, Compass, HeartHandshake, Megaphone, Rocket, Sparkles, UsersRound } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type {
  BrandText,
  CallToActionBlock,
  ContentImage,
  ContentLink,
  IconItem,
  PageMetaCopy,
  SectionIntro,
} from "./common";
import { founderIdentity } from "./founder-identity";

export { siteCallsToAction } from "./common";

export const homeMeta: PageMetaCopy = {
  title: "A Movement of Purposeful Youth in Kathmandu",
  description:
    "Eleven young creators from the Kathmandu valley offering marketing for local businesses, social impact projects and collaborative content creation.",
  keywords: [
    "youth collective Nepal",
    "Kathmandu creative agency",
    "social impact projects Nepal",
    "digital marketing Kathmandu",
    "content creation Nepal",
  ],
};

export type HomeHero = {
  badge: string;
  /** Words before the brand in the headline. */
  headlineLead: string;
  /** The full headline, "We are {brand}". */
  headline: BrandText;
  subtext: string;
  primary: ContentLink;
  secondary: ContentLink;
  /** Decorative background (alt is empty). */
  image: ContentImage;
};

export const homeHero: HomeHero = {
  badge: "A Movement of Purposeful Youth",
  headlineLead: "We are",
  headline: (brand) => `We are ${brand}`,
  subtext:
    "Eleven young Nepalis from across the Kathmandu valley, turning ideas into campaigns, causes into action and stories into change. We are here to empower, elevate and evolve the mindset and potential of the next generation.",
  primary: { label: "What We Do", to: "/services" },
  secondary: { label: "Our Stories", to: "/blog" },
  image: { src: "/images/site/hero-valley.webp", alt: "" },
};

export type ServiceKey = "marketing" | "impact" | "content";

/** Props of the reusable service card. */
export type ServiceCardCopy = {
  key: ServiceKey;
  title: string;
  description: string;
  icon: LucideIcon;
  image: ContentImage;
  /** Label "Learn more", target /services#{key}. */
  link: ContentLink;
};

export const whatWeDoIntro: SectionIntro = {
  eyebrow: "What We Do",
  heading: "Three ways we show up for our city",
  intro:
    "Every project we take on does one of three things: helps a local business grow, moves a community forward, or tells a story that deserves to be heard. Most of the time it does all three.",
};

export const serviceCards: ServiceCardCopy[] = [
  {
    key: "marketing",
    title: "Marketing & Promotion",
    description:
      "Campaigns, reels and brand refreshes for the cafés, studios, shops and start-ups that keep our neighbourhoods alive, made by people who actually walk past your shutter every morning.",
    icon: Megaphone,
    image: {
      src: "/images/services/marketing.webp",
      alt: "Abstract composition of a busy Kathmandu street at dusk in warm saffron and crimson tones",
    },
    link: { label: "Learn more", to: "/services#marketing" },
  },
  {
    key: "impact",
    title: "Social Impact Projects",
    description:
      "Clean-ups, awareness drives, school workshops and fundraisers, planned with wards, NGOs and the people they are meant to serve, and documented honestly from start to finish.",
    icon: HeartHandshake,
    image: {
      src: "/images/services/impact.webp",
      alt: "Abstract illustration of a river winding through green hills beneath prayer flags",
    },
    link: { label: "Learn more", to: "/services#impact" },
  },
  {
    key: "content",
    title: "Collaborative Content Creation",
    description:
      "Documentaries, photo stories, podcasts and digital art made together with creators, brands and communities, so the story sounds like the people who live it.",
    icon: Clapperboard,
    image: {
      src: "/images/services/content.webp",
      alt: "Abstract mandala of overlapping circles in deep blue, saffron and crimson",
    },
    link: { label: "Learn more", to: "/services#content" },
  },
];

export const coreValuesIntro: SectionIntro = {
  eyebrow: "What Holds Us Together",
  heading: "Our Core Values",
  intro:
    "Four promises we make to each other and to everyone we work with. When a decision gets hard, we come back to these.",
};

export const coreValues: IconItem[] = [
  {
    title: "Unity over Ego",
    description:
      "Credit is shared, mistakes are owned together, and the best idea wins no matter whose it is.",
    icon: UsersRound,
  },
  {
    title: "Purpose over Popularity",
    description:
      "We would rather move one neighbourhood than chase a million views. Reach matters only when it serves a reason.",
    icon: Compass,
  },
  {
    title: "Realness over Trends",
    description:
      "We tell true stories in our own voice. Trends come and go; honesty is what people remember.",
    icon: Sparkles,
  },
  {
    title: "Action over Excuses",
    description:
      "No budget, no time, no permission? We start small, start today, and let the work open the doors.",
    icon: Rocket,
  },
];

export type WhyElevenCopy = {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  quote: { text: string; attribution: string; role: string };
  image: ContentImage;
};

export const whyEleven: WhyElevenCopy = {
  eyebrow: "Our Story",
  heading: "Why 11?",
  paragraphs: [
    "In 2021, when the lockdowns closed our colleges, eleven friends started meeting on a rooftop in Kirtipur. The shops on our street were struggling, and we had phones, laptops and too much free time. So we knocked on doors and offered to help: photos for the momo stall, a page for the tailor, a delivery poster for the vegetable seller. By the end of that year we had helped thirty businesses, and we had become something more than friends.",
    "When people asked to join, we made a choice that surprised them: we stayed at eleven. In Nepali, ekadash means eleven, and the eleventh day of the lunar fortnight is one many families keep for fasting and reflection. Eleven is also a football side, where nobody wins alone. It is small enough that every voice is heard in the room, and big enough that no one has to carry the work alone.",
    "Eleven does not mean closed. Every project brings in guest creators, volunteers and mentors, and our Skills Exchange is open to anyone who wants to learn. When a member moves on, a seat opens for someone new. The number is not a wall. It is a promise to keep the circle close enough to stay honest.",
  ],
  quote: {
    text: "Eleven is small enough that nobody can hide, and big enough that nobody has to carry it alone.",
    attribution: founderIdentity.name,
    role: founderIdentity.role,
  },
  image: {
    src: "/images/site/why-eleven.webp",
    alt: "Eleven prayer flags strung across a rooftop above the Kathmandu valley at sunrise",
  },
};

/**
 * The closing band on the home page. With the hero buttons, the page links to
 * /services, /booking and /blog.
 */
export const joinTheMovementCta: CallToActionBlock = {
  heading: "Join the Movement",
  text: "Have a business that deserves to be seen, a cause that needs hands, or a story that needs telling? Bring it to us. We will bring eleven people who care as much as you do.",
  primary: { label: "Work With Us", to: "/booking" },
  secondary: { label: "Read Our Stories", to: "/blog" },
};
