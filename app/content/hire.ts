/**
 * Fixed copy for the Work With Us page (/hire), its booking form included
 * (labels, placeholders, button and toasts). Time slots, project types and
 * the schema's messages are data the server checks too, so they live with
 * the schema (models/booking.ts). Zod-free: the page's own browser code reads
 * this without loading the form's schema (decision 11). The contact block's
 * phone, e-mail, city, handle and hours come from site settings.
 */
import { CalendarCheck, ClipboardList, Lightbulb, UsersRound } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ContentImage, PageMetaCopy, SectionIntro } from "./common";

export const hireMeta: PageMetaCopy = {
  title: "Work With Us - Book a Consultation",
  description:
    "Book a free initial consultation with our youth collective in Kathmandu for digital marketing, social impact projects or collaborative content creation.",
  keywords: [
    "hire creative agency Kathmandu",
    "digital marketing Nepal",
    "social media management Nepal",
    "social impact project partner",
    "content creation team Nepal",
    "book consultation",
  ],
};

export type HireHero = { eyebrow: string; heading: string; intro: string; cta: string; image: ContentImage };

export const hireHero: HireHero = {
  eyebrow: "Work With Us",
  heading: "Let's make something that matters",
  intro:
    "Tell us what you are building, who it is for and why it matters to you. We will match you with the members best suited to your project and come back with a clear plan, an honest price and a team that cares.",
  cta: "Book a Consultation",
  image: { src: "/images/site/hero-valley.webp", alt: "" },
};

export type ProcessStep = { step: number; title: string; description: string; icon: LucideIcon };

/** Read before each step's title: "Step 1: ". */
export const stepLabel = (step: number) => `Step ${step}: `;

export const processIntro: SectionIntro = {
  eyebrow: "How It Works",
  heading: "From first message to first milestone",
  intro: "Four simple steps, no jargon, and a real person answering at every stage.",
};

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Share Your Vision",
    description:
      "Book a consultation below and tell us about your goals, your audience and your budget. Rough ideas are welcome; working them out is part of the job.",
    icon: Lightbulb,
  },
  {
    step: 2,
    title: "Team Matching",
    description:
      "We pick the members whose skills fit your project best, whether that is a strategist, a filmmaker, a designer, a developer or all four.",
    icon: UsersRound,
  },
  {
    step: 3,
    title: "Proposal & Timeline",
    description:
      "You receive a written proposal with the scope, deliverables, milestones and a customised price. We adjust it together until it feels right.",
    icon: ClipboardList,
  },
  {
    step: 4,
    title: "Kickoff & Execution",
    description:
      "After the advance payment we hold a kickoff meeting, share a timeline you can follow, and keep you updated at every milestone until delivery.",
    icon: CalendarCheck,
  },
];

export const bookingIntro: SectionIntro = {
  eyebrow: "Start Here",
  heading: "Tell Us About Your Project",
  intro:
    "Pick a date and time for a free 30-minute consultation, online or in person, and share a few details so we arrive prepared.",
};

export type FaqItem = { question: string; answer: string };

export const faqIntro: SectionIntro = {
  eyebrow: "FAQ",
  heading: "Frequently Asked Questions",
  intro: "The questions we hear most often. Anything else, just ask.",
};

/** Exactly six questions, in this order. */
export const faqItems: FaqItem[] = [
  {
    question: "What services do you offer?",
    answer:
      "Our work falls into three categories: Digital Marketing & Promotion (social media, campaigns, branding and photography for businesses), Social Impact Projects (clean-ups, awareness campaigns, workshops and fundraisers) and Collaborative Content Creation (documentaries, photo stories, podcasts and digital art made together with you).",
  },
  {
    question: "How much do your projects cost?",
    answer:
      "Pricing is customised for every project, based on its scope, timeline and the team it needs. We keep our rates fair for local businesses and non-profits. We typically ask for a 40% advance payment to begin, with the balance due on delivery.",
  },
  {
    question: "How soon will I hear back after sending an inquiry?",
    answer:
      "We reply to every project inquiry within 24-48 hours, usually with a few questions and a confirmation of your consultation slot.",
  },
  {
    question: "Do you only work in Kathmandu?",
    answer:
      "No. We are based in the Kathmandu valley but work with clients across Nepal and internationally. Much of our work happens online, and we travel for shoots, events and community projects when they need us on the ground.",
  },
  {
    question: "Can I request specific team members for my project?",
    answer:
      "Yes. If you have seen a member's work and want them on your project, tell us in your inquiry. We will do our best to include them, subject to their availability.",
  },
  {
    question: "How many revisions are included?",
    answer:
      "Our standard scope includes two rounds of revisions on every deliverable. Additional rounds are possible and may be charged extra; we will always agree on that with you before starting them.",
  },
];

export type HireContactBlock = {
  heading: string;
  intro: string;
  phoneLabel: string;
  emailLabel: string;
  cityLabel: string;
  socialLabel: string;
  /** The hours themselves come from the site settings. */
  hoursLabel: string;
  /** Read after a link that opens a new tab. */
  newTab: string;
  replyPromise: string;
};

export const hireContactBlock: HireContactBlock = {
  heading: "Prefer to Talk First?",
  intro:
    "Call, write or message us. A member of the team, not a bot, will pick up and help you figure out where to start.",
  phoneLabel: "Phone",
  emailLabel: "Email",
  cityLabel: "City",
  socialLabel: "Follow us",
  hoursLabel: "Office hours",
  newTab: " (opens in a new tab)",
  replyPromise: "We reply to every message within 24 hours.",
};

/** The booking form: labels, placeholders, button and toasts (spec text). */
export const BOOKING_TEXT = {
  leftPanel: "Schedule Initial Consultation",
  rightPanel: "Your Information",
  dateLabel: "Select Date",
  selectedDate: "Selected date:",
  noDateSelected: "No date selected yet.",
  timeSlotLabel: "Select Time Slot",
  projectTypeLabel: "Project Type",
  unavailable: "Unavailable",
  /** A slot earlier today (Nepal time). */
  passed: "Passed",
  nameLabel: "Name",
  namePlaceholder: "Your full name",
  emailLabel: "Email",
  emailPlaceholder: "you@example.com",
  phoneLabel: "Phone",
  phonePlaceholder: "+977 98XXXXXXXX",
  locationLabel: "Location",
  locationPlaceholder: "e.g. Kathmandu, Pokhara or Online",
  detailsLabel: "Project Details",
  detailsOptional: "(optional)",
  detailsPlaceholder: "Tell us about your project goals, timeline, budget, and any specific requirements...",
  submit: "Submit Project Inquiry",
  submitting: "Processing...",
  timeSlotPlaceholder: "Select a time slot",
  projectTypePlaceholder: "Select project type",
  successTitle: "Project inquiry submitted!",
  errorTitle: "Error submitting booking",
  unexpectedError: "An unexpected error occurred",
} as const;
