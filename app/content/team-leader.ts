/**
 * Section headings and labels of the team leader page (/team-leader). The
 * profile itself is in founder.ts; the pictures come from the managed
 * team-leader pictures; e-mail and phone from the site settings.
 */
export const teamLeaderPageCopy = {
  aboutHeading: (firstName: string) => `About ${firstName}`,
  educationHeading: "Education",
  interestsHeading: "Areas of Interest",
  skillsHeading: "Skills",
  achievementsHeading: "Key Achievements",
  projectsHeading: "Personal Projects",
  projectsIntro: "Work she builds and supports outside the collective.",
  galleryHeading: "From her projects",
  contactButton: "Send a message",
  emailLabel: "Email",
  phoneLabel: "Phone",
  socialHeading: "Find her online",
  newTab: "(opens in a new tab)",
  skillLevel: (level: number) => `${level}%`,
} as const;
