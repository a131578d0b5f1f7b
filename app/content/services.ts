/**
 * Fixed copy for the services page (/services).
 */
import {
  ArrowLeftRight,
  Briefcase,
  Clapperboard,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Megaphone,
  Palette,
  Smartphone,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type {
  CallToActionBlock,
  ContentImage,
  ContentLink,
  IconItem,
  PageMetaCopy,
  SectionIntro,
  SixItems,
} from "./common";
import type { ServiceKey } from "./home";

export const servicesMeta: PageMetaCopy = {
  title: "Services - Marketing, Social Impact & Content",
  description:
    "Marketing and promotion for local businesses, social impact projects and collaborative content creation by a youth-led collective in Kathmandu.",
  keywords: [
    "marketing for local business Nepal",
    "social media management Kathmandu",
    "social impact projects Nepal",
    "content creation Kathmandu",
    "youth mentorship Nepal",
  ],
};

export type ServicesHero = {
  eyebrow: string;
  heading: string;
  intro: string;
  /** "Work With Us" -> /hire */
  cta: ContentLink;
  image: ContentImage;
};

export const servicesHero: ServicesHero = {
  eyebrow: "Our Services",
  heading: "Ideas with roots, work with reach",
  intro:
    "We are eleven young marketers, designers, filmmakers, developers and organisers. We work with local businesses, NGOs and brands that want more than a pretty post: work that means something to the people it reaches.",
  cta: { label: "Work With Us", to: "/hire" },
  image: { src: "/images/site/hero-valley.webp", alt: "" },
};

export type Initiative = {
  /** Anchor id on the page: /services#marketing, #impact, #content. */
  id: ServiceKey;
  eyebrow: string;
  title: string;
  intro: string;
  icon: LucideIcon;
  featuresHeading: string;
  features: SixItems;
  image: ContentImage;
};

export const initiatives: Initiative[] = [
  {
    id: "marketing",
    eyebrow: "Initiative 01",
    title: "Marketing & Promotion for Local Businesses",
    intro:
      "From momo stalls in Thamel to handloom studios in Patan, the businesses that give our valley its character deserve marketing as good as any big brand's. We learn your story, your customers and your budget, then build campaigns that bring people through the door, not just likes to a page.",
    icon: Megaphone,
    featuresHeading: "What's included",
    features: [
      "Social media strategy and a monthly content calendar",
      "Reels, short-form video and product photography",
      "Brand refreshes: logo, colours, menus and signage",
      "Creator collaborations through our youth network",
      "Festival and launch campaigns for Dashain, Tihar and the new year",
      "Plain-language monthly reports: what worked and what's next",
    ],
    image: {
      src: "/images/services/marketing.webp",
      alt: "Abstract composition of a busy Kathmandu street at dusk in warm saffron and crimson tones",
    },
  },
  {
    id: "impact",
    eyebrow: "Initiative 02",
    title: "Social Impact Projects",
    intro:
      "We plan and run projects that leave a neighbourhood better than we found it: river clean-ups, mental health conversations in colleges, digital literacy camps and fundraisers. Every project is shaped with local wards, partner organisations and the people it is meant to serve, and we report back on exactly what changed.",
    icon: HeartHandshake,
    featuresHeading: "What's included",
    features: [
      "Community clean-ups and environmental drives",
      "Awareness campaigns on mental health, climate and online safety",
      "Transparent fundraising and donation drives",
      "Workshops for schools, colleges and youth clubs",
      "Partnerships with NGOs, ward offices and local government",
      "Impact reports with photos, film and numbers for donors",
    ],
    image: {
      src: "/images/services/impact.webp",
      alt: "Abstract illustration of a river winding through green hills beneath prayer flags",
    },
  },
  {
    id: "content",
    eyebrow: "Initiative 03",
    title: "Collaborative Content Creation",
    intro:
      "Our best work is made with people, not about them. We co-create documentaries, photo stories, podcasts and digital art with creators, brands and communities, so the finished piece carries their voice. Bring us a half-formed idea and we will help it find its shape.",
    icon: Clapperboard,
    featuresHeading: "What's included",
    features: [
      "Documentary shorts and interview series",
      "Podcasts and live conversations",
      "Photo stories and editorial shoots",
      "Illustration, motion graphics and digital art",
      "Co-created campaigns with creators and brands",
      "Coverage of festivals, launches and concerts",
    ],
    image: {
      src: "/images/services/content.webp",
      alt: "Abstract mandala of overlapping circles in deep blue, saffron and crimson",
    },
  },
];

export const skillsExchangeIntro: SectionIntro = {
  eyebrow: "Beyond Client Work",
  heading: "Skills Exchange & Growth",
  intro:
    "The collective is also a classroom. Every month we teach each other, and anyone who shows up, the skills that school did not. Here is where we are growing.",
};

/** Exactly six items, in this order. */
export const skillsExchangeItems: IconItem[] = [
  {
    title: "App Development",
    description:
      "Building simple, useful apps and websites for local needs, from booking pages to community directories.",
    icon: Smartphone,
  },
  {
    title: "Digital Art",
    description:
      "Illustration, motion and generative art rooted in Newari patterns, thangka colours and street culture.",
    icon: Palette,
  },
  {
    title: "Skills Exchange",
    description:
      "A monthly meet-up where a coder teaches editing to a designer who teaches public speaking. Everyone brings something.",
    icon: ArrowLeftRight,
  },
  {
    title: "Youth Mentorship",
    description:
      "Pairing school and college students with members who have walked the same road a few years earlier.",
    icon: GraduationCap,
  },
  {
    title: "Entrepreneurial Ventures",
    description:
      "Helping young founders test ideas cheaply, price their work fairly and find their first customers.",
    icon: Briefcase,
  },
  {
    title: "Emotional Intelligence",
    description:
      "Open conversations about stress, failure and feedback, because healthy creators make better work.",
    icon: HeartPulse,
  },
];

/** Future section: links to /hire and /blog. */
export const servicesFuture: CallToActionBlock = {
  heading: "Building the Future, Together",
  text: "Next year we want to mentor 200 more young people, launch our first community-built app and take our clean-ups beyond the valley. If that future sounds like yours too, let's build it together, or read how we got here.",
  primary: { label: "Work With Us", to: "/hire" },
  secondary: { label: "Read Our Stories", to: "/blog" },
};

/** The in-page menu of the initiatives (its landmark name). */
export const servicesLabels = { initiativesNav: "Our initiatives" } as const;
