/**
 * The team leader's profile for /team-leader. The pictures on that page come
 * from the managed team_leader_pictures table (profile type for the portrait,
 * project type for the gallery), not from here. The collective's e-mail and
 * phone come from the site settings; only her personal links live here.
 */
import { founderIdentity } from "./founder-identity";
import type { PageMetaCopy } from "./common";

export type FounderEducation = {
  qualification: string;
  institution: string;
  period: string;
  note: string;
};

/** One skill bar; `level` is a percentage from 0 to 100. */
export type FounderSkill = { name: string; level: number };

export type FounderAchievement = { year: string; title: string; description: string };

export type FounderProject = {
  title: string;
  description: string;
  /** External https link to the project's own site. */
  href: string;
  linkLabel: string;
  tags: string[];
};

export type FounderSocialPlatform = "instagram" | "linkedin" | "youtube" | "website";

export type FounderSocialLink = { platform: FounderSocialPlatform; label: string; href: string };

export type FounderProfile = {
  name: string;
  role: string;
  tagline: string;
  hometown: string;
  /** Short summary for cards (e.g. "Meet Our Team Leader" on Our Work). */
  summary: string;
  bio: string[];
  education: FounderEducation[];
  interests: string[];
  skills: FounderSkill[];
  achievements: FounderAchievement[];
  vision: { heading: string; quote: string; attribution: string };
  projects: FounderProject[];
  contact: { heading: string; text: string };
  socialLinks: FounderSocialLink[];
};

export const founderProfile: FounderProfile = {
  name: founderIdentity.name,
  role: founderIdentity.role,
  tagline: "Storyteller, organiser and stubborn optimist from Kirtipur.",
  hometown: "Kirtipur, Kathmandu Valley",
  summary:
    "Aarohi started the collective with ten friends on a Kirtipur rooftop in 2021. She leads our strategy and client work, mentors new members, and still carries the camera bag to every clean-up.",
  bio: [
    "Aarohi Maharjan grew up in Kirtipur, in a house where her grandmother wove dhaka cloth on the ground floor and her father repaired radios on the first. Between the loom and the soldering iron she learned early that good work is patient, local and made with other people.",
    "At college she ran the student media club, taught herself video editing on a borrowed laptop and spent weekends filming interviews with the elders of her tole. When the pandemic closed the campuses, she and ten friends started meeting on a rooftop to help neighbourhood shops move online for free. Those eleven became the collective.",
    "Today Aarohi leads strategy and client relationships, mentors new members and makes sure every project has a purpose beyond the brief. She is at her happiest with a whiteboard full of ideas, a plate of chatamari and a team arguing kindly about which idea is the right one.",
  ],
  education: [
    {
      qualification: "Bachelor of Information Management (BIM)",
      institution: "Tribhuvan University, Lalitpur",
      period: "2019 - 2023",
      note: "Final-year project on how small businesses in the valley use social media, based on interviews with 60 shop owners.",
    },
    {
      qualification: "Community Leadership Fellowship",
      institution: "Six-month youth fellowship, Kathmandu",
      period: "2022",
      note: "Trained in facilitation, participatory planning and project budgeting with young leaders from 14 districts.",
    },
    {
      qualification: "Higher Secondary (+2) in Management",
      institution: "National Examinations Board, Kathmandu",
      period: "2017 - 2019",
      note: "Captain of the school debate team and editor of the annual magazine.",
    },
  ],
  interests: [
    "Youth leadership and mentoring",
    "Documentary storytelling",
    "Marketing for small local businesses",
    "Heritage and Newar culture",
    "Climate action in the valley",
    "Mental health conversations",
  ],
  skills: [
    { name: "Digital Marketing Strategy", level: 92 },
    { name: "Community Building", level: 90 },
    { name: "Storytelling & Copywriting", level: 88 },
    { name: "Public Speaking", level: 82 },
    { name: "Video Production", level: 76 },
    { name: "Web Development", level: 64 },
  ],
  achievements: [
    {
      year: "2021",
      title: "Founded the collective",
      description:
        "Brought together eleven young people to help 30 neighbourhood businesses move online during the lockdowns, free of charge.",
    },
    {
      year: "2023",
      title: "Led Clean Bagmati Saturdays",
      description:
        "Coordinated 26 weekend clean-ups with ward offices and volunteers, removing over 9 tonnes of waste from the riverbanks.",
    },
    {
      year: "2024",
      title: "Youth speaker at a national entrepreneurship summit",
      description:
        "Spoke on why young creators should build for their own neighbourhoods first, to an audience of 800 students and founders.",
    },
    {
      year: "2025",
      title: "Launched the Skills Exchange programme",
      description:
        "A free monthly exchange where members and guests teach each other design, code, editing and public speaking; over 500 young people have taken part.",
    },
  ],
  vision: {
    heading: "My Vision",
    quote:
      "I want a Nepal where a young person does not have to leave home to do meaningful work. Not because the world is small, but because our valley is big enough for our ambitions when we build it together.",
    attribution: "Aarohi Maharjan",
  },
  projects: [
    {
      title: "Kirtipur Stories",
      description:
        "A photo and audio archive of elders from Kirtipur's toles telling the stories of their streets, festivals and trades, recorded in Nepal Bhasa and Nepali with English subtitles.",
      href: "https://kirtipurstories.com.np",
      linkLabel: "Visit Kirtipur Stories",
      tags: ["Heritage", "Documentary", "Oral history"],
    },
    {
      title: "Sikne Saathi",
      description:
        "A volunteer peer-tutoring network that pairs college students with SEE candidates from public schools for weekly maths and English sessions, online and in person.",
      href: "https://siknesaathi.org.np",
      linkLabel: "Visit Sikne Saathi",
      tags: ["Education", "Volunteering"],
    },
    {
      title: "Thulo Sapana Podcast",
      description:
        "Long, honest conversations with young Nepalis building things at home: farmers, coders, chefs, teachers and artists talking about money, failure and hope.",
      href: "https://aarohimaharjan.com.np/podcast",
      linkLabel: "Listen to the podcast",
      tags: ["Podcast", "Youth", "Entrepreneurship"],
    },
  ],
  contact: {
    heading: "Let's Connect",
    text: "Want to collaborate, invite Aarohi to speak at your school or event, or just talk through an idea? Write to the collective and your message reaches her directly.",
  },
  socialLinks: [
    { platform: "website", label: "Personal website", href: "https://aarohimaharjan.com.np" },
    { platform: "instagram", label: "Instagram", href: "https://www.instagram.com/aarohi.maharjan" },
    { platform: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/in/aarohi-maharjan" },
    { platform: "youtube", label: "YouTube", href: "https://www.youtube.com/@aarohimaharjan" },
  ],
};

export const teamLeaderMeta: PageMetaCopy = {
  title: "Aarohi Maharjan - Founder & Team Leader",
  description:
    "Meet Aarohi Maharjan, founder and team leader of our Kathmandu youth collective: her story, skills, achievements, vision and personal projects.",
  keywords: ["Aarohi Maharjan", "youth leader Nepal", "Kathmandu founder", "team leader"],
};
