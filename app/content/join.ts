/**
 * Fixed copy for the membership application page (/join). Field labels,
 * validation messages and skill options are fixed by the spec and live with
 * the form.
 */
import type { ContentImage, PageMetaCopy } from "./common";

export const joinMeta: PageMetaCopy = {
  title: "Join the Team - Membership Application",
  description:
    "Apply to join a youth-led creative collective in Kathmandu. We select young creators with a personal following of 500+ people who want to use their voice for good.",
  keywords: ["join youth collective", "membership Nepal", "young creators Kathmandu", "volunteer Nepal"],
};

export type JoinHero = { badge: string; heading: string; intro: string; image: ContentImage };

export const joinHero: JoinHero = {
  badge: "Membership Applications Open",
  heading: "Join the Movement",
  intro:
    "We are looking for young creators, organisers and builders who want their voice to count for something. If you have an audience that trusts you and ideas that will not leave you alone, we would love to hear from you.",
  image: { src: "/images/site/why-eleven.webp", alt: "" },
};

export type JoinValues = {
  heading: string;
  paragraphs: string[];
  lookingForHeading: string;
  lookingFor: string[];
};

export const joinValues: JoinValues = {
  heading: "Who We Are Looking For",
  paragraphs: [
    "Members of the collective are selected individuals with a personal following of 500+ people. That is not about fame. It means you have already shown that people listen when you speak, and that you treat that trust with care.",
    "Our core team stays small on purpose, so we review every application by hand. Members who are not selected straight away are often invited to guest projects, our Skills Exchange and our volunteer days, and many of them have become members later.",
  ],
  lookingForHeading: "What we look for",
  lookingFor: [
    "A personal following of 500+ people on any platform, online or offline",
    "Unity over ego: you are happy to share credit and carry your share of the work",
    "Purpose over popularity: you want your reach to serve something bigger",
    "Realness over trends: your own voice, not a copy of someone else's",
    "Action over excuses: you finish what you start",
    "At least 18 years old, and able to give a few hours a week",
  ],
};

export type JoinFormSection = { title: string; description: string };

export type JoinFormSections = {
  personal: JoinFormSection;
  social: JoinFormSection;
  skills: JoinFormSection;
};

export const joinFormSections: JoinFormSections = {
  personal: {
    title: "Personal Information",
    description: "Tell us who you are and how we can reach you.",
  },
  social: {
    title: "Social Media Presence",
    description: "Where do people follow your work, and roughly how many of them are there?",
  },
  skills: {
    title: "Skills & Experience",
    description: "Pick the skills you bring, and tell us in your own words why you want to join.",
  },
};

export type JoinSuccessCopy = { heading: string; text: string; resetLabel: string };

export const joinSuccess: JoinSuccessCopy = {
  heading: "Application Submitted!",
  text: "Thank you for applying. Every application is read by a member of the team, and we will get back to you by e-mail within two weeks.",
  resetLabel: "Submit Another Application",
};

/** The application form: labels, placeholders, button and toasts (spec text). */
export const MEMBERSHIP_TEXT = {
  heading: "Apply for Membership",
  intro: "It takes about five minutes. Fields without “optional” are required.",
  fullNameLabel: "Full Name",
  fullNamePlaceholder: "Your full name",
  emailLabel: "Email Address",
  emailPlaceholder: "you@example.com",
  phoneLabel: "Phone Number (optional)",
  phonePlaceholder: "+977 98XXXXXXXX",
  ageLabel: "Age",
  handleLabel: "Social Media Handle",
  handlePlaceholder: "@yourhandle",
  handleDescription: "Your main account on any platform.",
  followersLabel: "Number of Followers",
  followersPlaceholder: "e.g. 1200",
  followersDescription: "Roughly how many people follow you, across platforms.",
  skillsLegend: "Skills",
  skillsDescription: "Select every skill you bring (at least one).",
  motivationLabel: "Why do you want to join?",
  motivationPlaceholder: "Tell us what drives you, what you would like to create with us and what you hope to learn...",
  motivationDescription: (min: number) => `At least ${min} characters.`,
  submit: "Submit Application",
  submitting: "Submitting...",
  successHeading: "Application Submitted!",
  submitAnother: "Submit Another Application",
  successTitle: "Application submitted!",
  successMessage: "Thank you for applying. We'll review your application and get back to you soon.",
  errorTitle: "Something went wrong",
  errorMessage: "Please try again later.",
  phoneNotProvided: "Not provided",
} as const;
