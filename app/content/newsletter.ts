/** Every word of the newsletter's confirm and unsubscribe pages (/newsletter/confirm, /newsletter/unsubscribe). */
export const NEWSLETTER_PAGES_TEXT = {
  confirm: {
    metaTitle: "Confirm your subscription",
    metaDescription: "Confirm your newsletter subscription.",
    states: {
      confirmed: {
        title: "You're subscribed",
        text: "Thank you for confirming. You'll hear from us when we publish something new.",
      },
      "already-confirmed": {
        title: "Already confirmed",
        text: "This address is already subscribed. There is nothing more to do.",
      },
      unsubscribed: {
        title: "This address has unsubscribed",
        text: "This address left the newsletter after the link was sent, so we have not subscribed it again. To come back, subscribe again on the blog.",
      },
      "not-found": {
        title: "This address is not on our list",
        text: "The address has been removed from the newsletter. To subscribe, use the box on the blog.",
      },
      expired: {
        title: "This link has expired",
        text: "Confirmation links work for 7 days. Subscribe again on the blog and we will send you a new one.",
      },
      invalid: {
        title: "This link does not work",
        text: "The confirmation link is incomplete or has been changed. Open it straight from our e-mail, or subscribe again on the blog.",
      },
    },
  },
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: "Stop receiving the newsletter.",
    askTitle: "Unsubscribe from the newsletter",
    askText: (email: string) => `Stop sending the newsletter to ${email}?`,
    submit: "Unsubscribe",
    submitting: "Unsubscribing...",
    states: {
      done: {
        title: "You're unsubscribed",
        text: (email: string) => `We will not send the newsletter to ${email} again. Changed your mind? Subscribe again on the blog.`,
      },
      "not-found": {
        title: "This address is not on our list",
        text: (email: string) => `${email} does not receive our newsletter. There is nothing to stop.`,
      },
      invalid: {
        title: "This link does not work",
        text: () =>
          "The unsubscribe link is incomplete or has been changed. Open it straight from our e-mail, or write to us and we will take you off the list.",
      },
    },
  },
  toBlog: "Go to the blog",
  backHome: "Back to home",
} as const;
