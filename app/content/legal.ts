/**
 * Privacy Policy (/privacy-policy) and Terms of Service (/terms-of-service).
 * Both are functions of the brand name; the contact section of each asks the
 * page to show the e-mail, phone and address from the site settings.
 */
import type { PageMetaCopy } from "./common";

export const legalLastUpdated = "May 19, 2025";

export type LegalSection = {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Paragraphs shown after the list. */
  after?: string[];
  /** The page shows the collective's e-mail, phone and address here. */
  showContactDetails?: boolean;
};

export type LegalDocument = {
  title: string;
  /** Always "May 19, 2025"; shown as "Last Updated: May 19, 2025". */
  lastUpdated: string;
  meta: PageMetaCopy;
  intro: string[];
  sections: LegalSection[];
};

export function getPrivacyPolicy(brand: string): LegalDocument {
  return {
    title: "Privacy Policy",
    lastUpdated: legalLastUpdated,
    meta: {
      title: "Privacy Policy",
      description: `How ${brand} collects, uses and protects the personal information you share with us.`,
      keywords: ["privacy policy", "personal information", "data protection Nepal"],
    },
    intro: [
      `${brand} ("we", "us" or "our") is a youth-led creative collective based in Nepal. This Privacy Policy explains what personal information we collect when you use our website, book a consultation, send us a message or apply for membership, how we use it, and the choices you have.`,
      "We handle personal information in line with the Privacy Act, 2075 (2018) and other laws of Nepal. We collect only what we need, we never sell it, and we are happy to answer any question about it.",
    ],
    sections: [
      {
        heading: "1. Information We Collect",
        paragraphs: ["We collect the information you choose to give us through our forms:"],
        list: [
          "Consultation bookings: your name, e-mail address, phone number, location, the date and time slot you choose, the type of project and any project details you add.",
          "Contact messages: your name, e-mail address, the subject and your message.",
          "Membership applications: your full name, e-mail address, phone number (optional), age, social media handle, approximate follower count, skills and your motivation for joining.",
          "Newsletter sign-ups: your e-mail address.",
          "Technical information: like most websites, our server records basic request logs (IP address, browser type, pages visited and time of visit) to keep the site secure and working.",
        ],
      },
      {
        heading: "2. How We Use Your Information",
        list: [
          "To respond to your inquiries and messages.",
          "To schedule and hold consultations, prepare proposals and deliver the projects you engage us for.",
          "To review membership applications and contact applicants about the outcome.",
          "To send our newsletter, if you have subscribed and confirmed your address from the e-mail we send you. Every newsletter e-mail has an unsubscribe link: one click stops it, and your mail program's own unsubscribe button works too.",
          "To keep our website secure, prevent abuse and fix problems.",
          "To meet our legal, tax and accounting obligations.",
        ],
        after: [
          "We do not use your information for automated decision-making, and we do not build advertising profiles.",
        ],
      },
      {
        heading: "3. Cookies",
        paragraphs: [
          "Our public pages do not use advertising or third-party tracking cookies. We use a single, strictly necessary cookie to keep signed-in team members logged in to the administration area. It contains a random session token and no personal information, and it expires automatically.",
        ],
      },
      {
        heading: "4. How We Share Information",
        paragraphs: [
          "We do not sell, rent or trade your personal information. We share it only when necessary:",
        ],
        list: [
          "With the members of our team who work on your request or project.",
          "With service providers who help us run the website, store data or send e-mail, who may use it only on our instructions and must keep it confidential.",
          "With partner organisations on a joint project, only with your consent.",
          "When the law requires it, or to protect the rights, safety or property of our members, clients or the public.",
        ],
      },
      {
        heading: "5. How We Protect Your Information",
        paragraphs: [
          "Our website uses encrypted connections (HTTPS). Access to submitted information is limited to authorised team members with individual accounts, passwords are stored only in hashed form, and we review who has access regularly. No system is perfectly secure, but we take reasonable technical and organisational measures to protect your data and will inform you if a breach affects you.",
        ],
      },
      {
        heading: "6. How Long We Keep It",
        list: [
          "Booking requests and contact messages: up to two years after our last contact, so we can follow up on ongoing work.",
          "Project records and invoices: as long as Nepali tax and accounting law requires.",
          "Membership applications: up to 12 months if you are not selected, so we can invite you to future projects; for the length of your membership and one year after if you are.",
          "Newsletter addresses: until you unsubscribe (the link at the foot of each newsletter e-mail) or ask us to delete them.",
        ],
        after: ["After these periods we delete the information or make it anonymous."],
      },
      {
        heading: "7. Your Rights",
        paragraphs: ["You may at any time ask us to:"],
        list: [
          "Tell you what personal information we hold about you and give you a copy of it.",
          "Correct information that is inaccurate or incomplete.",
          "Delete your information, where we are not required by law to keep it.",
          "Stop using your information for a particular purpose, such as our newsletter.",
          "Withdraw a membership application.",
        ],
        after: [
          "To make a request, contact us using the details below. We will reply within 30 days and will not charge you for a reasonable request.",
        ],
      },
      {
        heading: "8. Age Requirements",
        paragraphs: [
          "Membership is open only to people aged 18 or older, and our booking and contact forms are intended for adults and organisations. If you believe someone under 18 has sent us personal information, please contact us and we will delete it.",
        ],
      },
      {
        heading: "9. Links to Other Websites",
        paragraphs: [
          "Our website links to social media profiles and to the websites of projects and partners. Their privacy practices are their own, and we encourage you to read their policies.",
        ],
      },
      {
        heading: "10. Changes to This Policy",
        paragraphs: [
          'We may update this policy as our work or the law changes. The "Last Updated" date at the top shows when it last changed. If we make significant changes, we will announce them on this website and, where we have your e-mail address and the change affects you, tell you directly.',
        ],
      },
      {
        heading: "11. Contact Us",
        paragraphs: [
          `If you have any questions about this Privacy Policy or about how ${brand} handles your information, please get in touch:`,
        ],
        showContactDetails: true,
      },
    ],
  };
}

export function getTermsOfService(brand: string): LegalDocument {
  return {
    title: "Terms of Service",
    lastUpdated: legalLastUpdated,
    meta: {
      title: "Terms of Service",
      description: `The terms that apply when you use the ${brand} website or work with us.`,
      keywords: ["terms of service", "terms and conditions", "Nepal"],
    },
    intro: [
      `These Terms of Service ("Terms") govern your use of the ${brand} website and the services we provide. ${brand} ("we", "us" or "our") is a youth-led creative collective based in Nepal.`,
      "By using our website, booking a consultation, sending us a message or applying for membership, you agree to these Terms. If you do not agree, please do not use the website.",
    ],
    sections: [
      {
        heading: "1. Our Services",
        paragraphs: [
          "We offer marketing and promotion for businesses, social impact projects and collaborative content creation. The details of any paid engagement, including scope, deliverables, timeline and price, are set out in a written proposal or agreement. If that agreement conflicts with these Terms, the agreement takes priority for that project.",
        ],
      },
      {
        heading: "2. Using Our Website",
        paragraphs: ["You agree to use the website lawfully and respectfully. In particular, you must not:"],
        list: [
          "Submit false information, or information about another person without their permission.",
          "Send spam, abusive or offensive content through our forms.",
          "Attempt to access the administration area or any account that is not yours.",
          "Interfere with the website's security or operation, or use automated tools to overload it.",
          "Copy or reuse our content in ways these Terms do not allow.",
        ],
      },
      {
        heading: "3. Consultations and Bookings",
        paragraphs: [
          "A booking made through our website is a request for an initial consultation. It is confirmed only when we confirm it with you. Initial consultations are free. If you need to reschedule, please let us know at least 24 hours in advance; we may also need to reschedule, in which case we will offer you another time.",
        ],
      },
      {
        heading: "4. Proposals, Pricing and Payment",
        list: [
          "Prices are customised for each project and stated in your proposal in Nepali rupees unless agreed otherwise.",
          "We typically ask for a 40% advance payment before work begins, with the balance due on delivery or as set out in the proposal.",
          "Our standard scope includes two rounds of revisions per deliverable. Additional revisions or changes to the agreed scope may be charged extra, and we will agree on any extra charge with you before starting the work.",
          "Timelines depend on receiving your feedback, materials and approvals on time.",
        ],
      },
      {
        heading: "5. Cancellations",
        paragraphs: [
          "You may cancel a project by writing to us. If you cancel before work has started, we will refund your advance payment, less any costs we have already incurred on your behalf. If you cancel after work has started, the advance payment covers the work done up to that point, and any work beyond its value will be invoiced.",
        ],
      },
      {
        heading: "6. Intellectual Property",
        paragraphs: [
          `The content of this website, including text, graphics, logos and images, belongs to ${brand} or its members and partners and may not be reused without permission.`,
          "Ownership of project deliverables passes to you once the project has been paid for in full, unless your agreement says otherwise. We may show completed work in our portfolio and on social media unless you ask us not to in writing. Materials you give us remain yours, and you confirm that you have the right to let us use them.",
        ],
      },
      {
        heading: "7. Membership Applications",
        paragraphs: [
          "Submitting a membership application does not guarantee membership. Members are selected at our discretion, and we are not obliged to give reasons for a decision. Applicants must be at least 18 years old and must provide accurate information.",
        ],
      },
      {
        heading: "8. Third-Party Links",
        paragraphs: [
          "Our website may link to other websites, including social media and the websites of partners and projects. We are not responsible for their content, policies or availability.",
        ],
      },
      {
        heading: "9. Disclaimer",
        paragraphs: [
          'The website is provided "as is". We work hard to keep it accurate and available, but we do not guarantee that it will always be error-free or uninterrupted. Articles on our blog share our experiences and opinions and are not professional advice.',
        ],
      },
      {
        heading: "10. Limitation of Liability",
        paragraphs: [
          "To the extent permitted by law, we are not liable for indirect or consequential losses arising from your use of the website. For paid projects, our total liability is limited to the amount you paid us for the project concerned.",
        ],
      },
      {
        heading: "11. Changes to These Terms",
        paragraphs: [
          'We may update these Terms from time to time. For material changes, we will give at least 30 days notice before they take effect, by posting the updated Terms on this page with a new "Last Updated" date and, where we have your e-mail address, by writing to you. Continuing to use the website or our services after the changes take effect means you accept the updated Terms.',
        ],
      },
      {
        heading: "12. Governing Law",
        paragraphs: [
          "These Terms are governed by the laws of Nepal. Any dispute arising from them or from our services will first be discussed in good faith; if it cannot be resolved that way, it will be subject to the jurisdiction of the competent courts of Nepal.",
        ],
      },
      {
        heading: "13. Contact Us",
        paragraphs: ["If you have any questions about these Terms, please get in touch:"],
        showContactDetails: true,
      },
    ],
  };
}
