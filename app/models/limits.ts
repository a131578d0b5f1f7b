/**
 * Length caps shared by the forms and the public pages. Stands alone, free of
 * valibot, for bundle size only: a page that only needs a cap must not load the
 * validation library (decision 9); it can join its schema module once public
 * pages ship no JavaScript (decision 0028).
 */
/** Length caps for the free-text fields, in characters. */
export const MAX_LENGTH = {
  name: 120,
  email: 254,
  phone: 40,
  password: 1024,
  location: 200,
  subject: 200,
  message: 5000,
  details: 5000,
  notes: 5000,
  title: 200,
  excerpt: 1000,
  author: 120,
  category: 60,
  content: 200_000,
  description: 5000,
  testimonial: 5000,
  motivation: 5000,
  handle: 120,
  position: 120,
  company: 120,
  tag: 50,
  altText: 300,
  url: 2048,
  search: 200,
} as const;
