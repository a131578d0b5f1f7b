/**
 * Fixed copy for Contact Us (/contact). The e-mail, phone, location and
 * social links shown in the "Get In Touch" column come from site settings.
 */
import type { PageMetaCopy, SectionIntro } from "./common";

export const contactMeta: PageMetaCopy = {
  title: "Contact Us",
  description:
    "Get in touch with our youth-led creative collective in Kathmandu about a project, a partnership, a speaking invitation or just an idea.",
  keywords: ["contact", "Kathmandu", "youth collective", "creative agency Nepal"],
};

export const contactHero: SectionIntro = {
  eyebrow: "Contact Us",
  heading: "Say namaste",
  intro:
    "A project, a partnership, an invitation to speak at your school, or an idea you cannot stop thinking about: whatever it is, we would love to hear it.",
};

export type GetInTouchCopy = {
  heading: string;
  intro: string;
  emailLabel: string;
  phoneLabel: string;
  locationLabel: string;
  socialLabel: string;
  replyPromise: string;
};

export const getInTouch: GetInTouchCopy = {
  heading: "Get In Touch",
  intro:
    "Write, call or drop by for a cup of chiya. We read every message ourselves and reply within 24 hours.",
  emailLabel: "Email",
  phoneLabel: "Phone/WhatsApp",
  locationLabel: "Location",
  socialLabel: "Follow our journey",
  replyPromise: "We reply within 24 hours.",
};

export const messageFormIntro: SectionIntro = {
  heading: "Send Us a Message",
  intro: "Fields marked with * are required.",
};

export type FindUsCopy = {
  heading: string;
  /** Shown instead of a map: there is no real map on the page. */
  placeholder: string;
  sampleAddressLabel: string;
  /** A sample address in another country, one line per entry. */
  sampleAddress: string[];
};

export const findUs: FindUsCopy = {
  heading: "Find Us",
  placeholder: "An interactive map would be shown here, with directions to our studio.",
  sampleAddressLabel: "Sample address",
  sampleAddress: ["221 Harbour Street", "Brisbane QLD 4000", "Australia"],
};

/** The message form: labels, placeholders, button and toasts (spec text). */
export const CONTACT_TEXT = {
  nameLabel: "Name *",
  namePlaceholder: "Your name",
  emailLabel: "Email *",
  emailPlaceholder: "you@example.com",
  subjectLabel: "Subject",
  messageLabel: "Message *",
  messagePlaceholder: "How can we help?",
  submit: "Send Message",
  submitting: "Sending...",
  successTitle: "Message sent!",
  successMessage: "We've received your message and will get back to you soon.",
  errorTitle: "Something went wrong",
  errorMessage: "Please try again later or contact us directly.",
} as const;
