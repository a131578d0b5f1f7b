/**
 * Fixed copy for Our Work (/references, /work, /our-work), the projects list
 * (/work/projects) and the project and case-study detail pages.
 */
import type { CallToActionBlock, ContentLink, PageMetaCopy, SectionIntro } from "./common";
import { founderProfile } from "./founder";

export const ourWorkMeta: PageMetaCopy = {
  title: "Our Work - Case Studies, Projects & Testimonials",
  description:
    "Case studies, featured projects and client testimonials from a youth-led creative collective in Kathmandu: campaigns, social impact and content.",
  keywords: [
    "portfolio Kathmandu agency",
    "case studies Nepal marketing",
    "social impact Nepal youth",
    "client testimonials",
  ],
};

export const ourWorkHero: SectionIntro = {
  eyebrow: "Our Work",
  heading: "Proof that young people get things done",
  intro:
    "Campaigns that filled cafés, clean-ups that changed riverbanks and stories that travelled further than we imagined. Here is some of what eleven of us, and hundreds of friends, have built so far.",
};

export type StatItem = { value: string; label: string };

/** Exactly these four, in this order. */
export const ourWorkStats: StatItem[] = [
  { value: "11", label: "Team Members" },
  { value: "500+", label: "Youth Engaged" },
  { value: "20+", label: "Digital Projects" },
  { value: "15+", label: "Social Impact Initiatives" },
];

export type TeamLeaderBlock = {
  heading: string;
  name: string;
  role: string;
  text: string;
  /** "Meet the team leader" -> /team-leader */
  link: ContentLink;
};

export const teamLeaderBlock: TeamLeaderBlock = {
  heading: "Meet Our Team Leader",
  name: founderProfile.name,
  role: founderProfile.role,
  text: founderProfile.summary,
  link: { label: "Meet the team leader", to: "/team-leader" },
};

export type OurWorkSections = {
  caseStudies: SectionIntro & { emptyText: string; readMoreLabel: string };
  testimonials: SectionIntro & { emptyText: string };
  featuredProjects: SectionIntro & { emptyText: string; viewAll: ContentLink; viewProjectLabel: string };
  clients: SectionIntro;
};

export const ourWorkSections: OurWorkSections = {
  caseStudies: {
    eyebrow: "Case Studies",
    heading: "Case Studies",
    intro: "A closer look at a few projects: the problem we were handed, what we tried and what changed.",
    emptyText: "No case studies available at this time.",
    readMoreLabel: "Read more",
  },
  testimonials: {
    eyebrow: "Kind Words",
    heading: "Client Testimonials",
    intro: "Shop owners, programme managers and founders on what it is like to work with a team of eleven.",
    emptyText: "No testimonials available at this time.",
  },
  featuredProjects: {
    eyebrow: "Featured Projects",
    heading: "Featured Projects",
    intro: "Festivals, brands, classrooms and causes: a few recent projects we are proud of.",
    emptyText: "No featured projects available at this time.",
    viewAll: { label: "View All Projects", to: "/work/projects" },
    viewProjectLabel: "View project",
  },
  clients: {
    eyebrow: "Our Partners",
    heading: "Trusted by Local Businesses & Organisations",
    intro: "Cafés, cooperatives, NGOs and makers from across the valley who have trusted us with their stories.",
  },
};

/** Closing band: links to /hire and /join. */
export const ourWorkClosingCta: CallToActionBlock = {
  heading: "Your Project Could Be Next",
  text: "Whether you run a business, lead a cause or simply want to create with us, there is a place for you here. Start a project with the team, or apply to become part of the movement.",
  primary: { label: "Work With Us", to: "/hire" },
  secondary: { label: "Join The Movement", to: "/join" },
};

export type ProjectsPageCopy = {
  meta: PageMetaCopy;
  heading: string;
  intro: string;
  allFilterLabel: string;
  emptyText: string;
  emptyLink: ContentLink;
  backLink: ContentLink;
};

export const projectsPageCopy: ProjectsPageCopy = {
  meta: {
    title: "All Projects",
    description:
      "Every featured project by our Kathmandu youth collective: festivals, corporate work, education and social impact.",
    keywords: ["projects", "portfolio", "Kathmandu", "youth collective"],
  },
  heading: "All Projects",
  intro: "Browse everything we have made, or filter by the kind of work you are curious about.",
  allFilterLabel: "All Projects",
  emptyText: "No projects found in this category.",
  emptyLink: { label: "View all projects instead", to: "/work/projects" },
  backLink: { label: "Back to Our Work", to: "/references" },
};

export type ProjectDetailCopy = {
  aboutHeading: string;
  categoryLabel: string;
  completedLabel: string;
  cta: { heading: string; text: string; link: ContentLink };
  notFound: { heading: string; text: string; link: ContentLink };
};

export const projectDetailCopy: ProjectDetailCopy = {
  aboutHeading: "About This Project",
  categoryLabel: "Project Category",
  completedLabel: "Completed",
  cta: {
    heading: "Want something like this for your organisation?",
    text: "Tell us what you have in mind and we will put together the right team for it.",
    link: { label: "Get in touch", to: "/contact" },
  },
  notFound: {
    heading: "Project Not Found",
    text: "The project you are looking for may have been moved or removed.",
    link: { label: "Back to Our Work", to: "/work" },
  },
};

export type CaseStudySection = { heading: string; paragraphs: string[] };

export type CaseStudyDetailCopy = {
  challenge: CaseStudySection;
  solution: CaseStudySection;
  results: CaseStudySection & { points: string[] };
  /** Shown only when read_more_link exists and is not "#". */
  visitLabel: string;
  backLink: ContentLink;
  notFound: { heading: string; text: string; link: ContentLink };
};

/** The fixed Challenge / Solution / Results text on every case-study page. */
export const caseStudyDetailCopy: CaseStudyDetailCopy = {
  challenge: {
    heading: "The Challenge",
    paragraphs: [
      "Like many organisations in Nepal, our partner had a meaningful story but limited time, budget and people to tell it. Their audience was scattered across platforms, their message was competing with a flood of content, and the people they most wanted to reach, young Nepalis, were the hardest to win over.",
    ],
  },
  solution: {
    heading: "Our Solution",
    paragraphs: [
      "We started by listening: workshops with the team, conversations with the community and a close look at what had and had not worked before. From there a small squad of members, each chosen for the skills the project needed, built a plan that put real people and real stories at the centre.",
      "We created, tested and adjusted in short cycles, sharing progress every week so our partner always knew what was happening and why.",
    ],
  },
  results: {
    heading: "The Results",
    paragraphs: [
      "The project met its goals and left our partner with more than a campaign: a clearer voice, a stronger community around them and the tools to keep going on their own.",
    ],
    points: [
      "Stronger engagement from a younger audience",
      "Content and assets the partner continues to use",
      "Lasting relationships between the partner and the community",
    ],
  },
  visitLabel: "Visit Project Website",
  backLink: { label: "Back to Our Work", to: "/references" },
  notFound: {
    heading: "Case Study Not Found",
    text: "The case study you are looking for may have been moved or removed.",
    link: { label: "Back to Our Work", to: "/references" },
  },
};

/** Names that assistive technology reads on the work pages and cards. */
export const workLabels = {
  stats: "Our impact in numbers",
  loadingClientLogos: "Loading client logos",
  loadingCaseStudies: "Loading case studies",
  loadingTestimonials: "Loading testimonials",
  loadingFeaturedProjects: "Loading featured projects",
  loadingProjects: "Loading projects",
  projectFacts: "Project facts",
  projectFilter: "Filter projects by category",
  tags: "Tags",
  rating: (stars: number, max: number) => `Rated ${stars} out of ${max}`,
  portrait: (name: string) => `Portrait of ${name}`,
} as const;
