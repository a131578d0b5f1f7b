/** The 404 page. */
export const notFoundCopy = {
  metaTitle: "Page not found",
  heading: "404",
  title: "Oops! Page not found",
  description: "The page you are looking for does not exist.",
  returnHome: "Return to Home",
} as const;
