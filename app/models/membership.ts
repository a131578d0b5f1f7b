/**
 * Membership applications: the public application form and the admin status
 * update. Form field names are the camelCase column names.
 */
import * as v from "valibot";
import {
  email,
  fields,
  minText,
  optionalText,
  preprocess,
  requiredText,
  SIMPLE_EMAIL_PATTERN,
  toArrayInput,
  wholeNumber,
} from "./text";
import { MAX_LENGTH } from "./limits";

export const SKILLS = [
  { id: "social-media-marketing", label: "Social Media Marketing" },
  { id: "content-creation", label: "Content Creation" },
  { id: "web-design", label: "Web Design" },
  { id: "app-development", label: "App Development" },
  { id: "video-editing", label: "Video Editing" },
  { id: "graphic-design", label: "Graphic Design" },
  { id: "storytelling", label: "Storytelling" },
  { id: "community-service", label: "Community Service" },
  { id: "event-management", label: "Event Management" },
  { id: "ethical-hacking", label: "Ethical Hacking" },
  { id: "teaching", label: "Teaching/Mentorship" },
] as const;

export type SkillId = (typeof SKILLS)[number]["id"];

export const SKILL_IDS = SKILLS.map((s) => s.id) as unknown as readonly [SkillId, ...SkillId[]];

export const SKILL_LABELS = Object.fromEntries(SKILLS.map((s) => [s.id, s.label])) as Record<
  SkillId,
  string
>;

/** The label of a skill id; an unknown id is shown as is. */
export function skillLabel(id: string): string {
  return (SKILL_LABELS as Record<string, string>)[id] ?? id;
}

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = "pending";

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** Any unknown stored value is shown (and treated) as pending. */
export function normalizeApplicationStatus(status: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status ?? "")
    ? (status as ApplicationStatus)
    : DEFAULT_APPLICATION_STATUS;
}

export const applicationStatusLabel = (status: string | null | undefined) =>
  APPLICATION_STATUS_LABELS[normalizeApplicationStatus(status)];

export const MIN_APPLICANT_AGE = 18;
export const MAX_APPLICANT_AGE = 120;
export const MIN_NAME_LENGTH = 2;
export const MIN_MOTIVATION_LENGTH = 50;
export const MAX_SKILLS = SKILLS.length;

export const MEMBERSHIP_MESSAGES = {
  fullName: "Name must be at least 2 characters",
  email: "Invalid email address",
  age: "You must be at least 18 years old",
  ageRequired: "Age is required",
  ageInvalid: "Age must be a whole number",
  ageTooHigh: "Please enter a valid age",
  socialMediaHandle: "Social media handle is required",
  followersCount: "Must be a positive number",
  followersCountInvalid: "Must be a whole number",
  skills: "You must select at least one skill",
  skillInvalid: "Please select a valid skill",
  motivation: "Please provide a detailed explanation (minimum 50 characters)",
} as const;

const M = MEMBERSHIP_MESSAGES;

/** zod's e-mail pattern (what "valid" has meant for the application form). */
const APPLICATION_EMAIL_PATTERN = SIMPLE_EMAIL_PATTERN;

export const applicationSchema = fields({
  fullName: minText(MIN_NAME_LENGTH, M.fullName, MAX_LENGTH.name),
  email: email({ required: M.email, invalid: M.email, pattern: APPLICATION_EMAIL_PATTERN }),
  phone: optionalText(MAX_LENGTH.phone),
  age: wholeNumber({
    required: M.ageRequired,
    invalid: M.ageInvalid,
    min: { value: MIN_APPLICANT_AGE, message: M.age },
    max: { value: MAX_APPLICANT_AGE, message: M.ageTooHigh },
  }),
  socialMediaHandle: minText(1, M.socialMediaHandle, MAX_LENGTH.handle),
  followersCount: wholeNumber({
    invalid: M.followersCount,
    notWhole: M.followersCountInvalid,
    min: { value: 0, message: M.followersCount },
  }),
  skills: preprocess(
    (value: string[] | undefined) => {
      const list = toArrayInput(value);
      if (!Array.isArray(list)) return list;
      const cleaned = list
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item) => item !== "");
      return [...new Set(cleaned)];
    },
    v.pipe(
      v.array(v.picklist(SKILL_IDS, M.skillInvalid), M.skills),
      v.minLength(1, M.skills),
      v.maxLength(MAX_SKILLS, M.skillInvalid),
    ),
  ),
  motivation: minText(MIN_MOTIVATION_LENGTH, M.motivation, MAX_LENGTH.motivation),
});
export type ApplicationInput = v.InferOutput<typeof applicationSchema>;

/** A stored application as sent: what the staff e-mail lists (mail-messages.server.ts). */
export type ApplicationDetails = {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  age: number;
  socialMediaHandle: string;
  followersCount: number;
  skills: string[];
  motivation: string;
};

/** An application as the admin screen shows it: as sent, with its status and date. */
export type ApplicationView = ApplicationDetails & {
  status: string;
  createdAt: Date | string;
  /** When a decision message was last sent to the applicant (null: never; absent: not known). */
  lastMessageAt?: string | null;
};

export const INVALID_STATUS_MESSAGE = "Please select a valid status";

export const applicationStatusSchema = fields({
  status: v.picklist(APPLICATION_STATUSES, INVALID_STATUS_MESSAGE),
});
export type ApplicationStatusInput = v.InferOutput<typeof applicationStatusSchema>;

/** The decisions staff can tell an applicant about by e-mail. */
export const APPLICATION_DECISIONS = ["approved", "rejected"] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];
export const isApplicationDecision = (value: unknown): value is ApplicationDecision =>
  (APPLICATION_DECISIONS as readonly unknown[]).includes(value);

export const DECISION_MESSAGE_REQUIRED_MESSAGE = "Please write the message to send.";
export const applicationDecisionMessageSchema = fields({
  decision: v.picklist(APPLICATION_DECISIONS, INVALID_STATUS_MESSAGE),
  message: requiredText(DECISION_MESSAGE_REQUIRED_MESSAGE, MAX_LENGTH.message),
});
export type ApplicationDecisionMessageInput = v.InferOutput<typeof applicationDecisionMessageSchema>;
