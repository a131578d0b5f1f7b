/**
 * Demo team-leader pictures: one profile portrait and three project pictures
 * (800x800, the size the picture editor recommends).
 */
import type { teamLeaderPictures } from "~/server/db/schema";

export type DemoTeamLeaderPicture = Omit<typeof teamLeaderPictures.$inferInsert, "id">;

export const demoTeamLeaderPictures: DemoTeamLeaderPicture[] = [
  {
    imageType: "profile",
    altText: "Illustrated portrait of Aarohi Maharjan, founder and team leader, against a saffron background",
    description: "Profile portrait used on the team leader page.",
    displayOrder: 0,
    isActive: true,
    imagePath: "/images/demo/team-leader/profile.webp",
    metadata: { width: 800, height: 800, source: "demo" },
    createdAt: new Date("2025-01-12T10:00:00+05:45"),
  },
  {
    imageType: "project",
    altText: "Stylised illustration of elders' stories from Kirtipur, with a tiered temple roof and hills",
    description: "Kirtipur Stories: an oral-history archive of the elders of Kirtipur's toles.",
    displayOrder: 1,
    isActive: true,
    imagePath: "/images/demo/team-leader/kirtipur-stories.webp",
    metadata: { width: 800, height: 800, source: "demo" },
    createdAt: new Date("2025-01-12T10:05:00+05:45"),
  },
  {
    imageType: "project",
    altText: "Abstract illustration of open books and rising suns for the Sikne Saathi tutoring network",
    description: "Sikne Saathi: peer tutoring for SEE students from public schools.",
    displayOrder: 2,
    isActive: true,
    imagePath: "/images/demo/team-leader/sikne-saathi.webp",
    metadata: { width: 800, height: 800, source: "demo" },
    createdAt: new Date("2025-01-12T10:10:00+05:45"),
  },
  {
    imageType: "project",
    altText: "Concentric sound waves over a night sky, artwork for the Thulo Sapana Podcast",
    description: "Thulo Sapana Podcast: conversations with young Nepalis building at home.",
    displayOrder: 3,
    isActive: true,
    imagePath: "/images/demo/team-leader/thulo-sapana-podcast.webp",
    metadata: { width: 800, height: 800, source: "demo" },
    createdAt: new Date("2025-01-12T10:15:00+05:45"),
  },
];
