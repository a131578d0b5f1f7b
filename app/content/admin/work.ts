/** Our Work admin (/admin/work and its editors) texts. */
import type { WorkKind, WorkKindSlug } from "~/models/work";

/** The admin list's load-failure banner: "Error loading {kind}: {message}". */
export const workLoadErrorText = (kind: WorkKind, message: string) =>
  `Error loading ${kind.plural}: ${message}`;

export const WORK_TEXT = {
  deleteConfirmTitle: "Are you sure?",
  deleteConfirmMessage: "This action cannot be undone. This will permanently delete the selected item.",
  deleteSuccess: "Item deleted successfully",
  deleteFailure: (message: string) => `Failed to delete item: ${message}`,
  back: "Back to Work Management",
} as const;

export type WorkFormText = {
  /** Editor headings. */
  createTitle: string;
  editTitle: string;
  /** Submit button labels. */
  createButton: string;
  updateButton: string;
  created: string;
  updated: string;
  createFailed: (message: string) => string;
  updateFailed: (message: string) => string;
  /** Loading a record for editing failed (missing, malformed id, database error). */
  fetchFailed: (message: string) => string;
  notFound: string;
};

export const WORK_FORM_TEXT: Record<WorkKindSlug, WorkFormText> = {
  "case-studies": {
    createTitle: "Add Case Study",
    editTitle: "Edit Case Study",
    createButton: "Create Case Study",
    updateButton: "Update Case Study",
    created: "Case study created successfully",
    updated: "Case study updated successfully",
    createFailed: (message) => `Failed to create case study: ${message}`,
    updateFailed: (message) => `Failed to update case study: ${message}`,
    fetchFailed: () => "Failed to fetch case study",
    notFound: "Case study not found",
  },
  "featured-projects": {
    createTitle: "Add Featured Project",
    editTitle: "Edit Featured Project",
    createButton: "Create Project",
    updateButton: "Update Project",
    created: "Project created successfully",
    updated: "Project updated successfully",
    createFailed: (message) => `Failed to create project: ${message}`,
    updateFailed: (message) => `Failed to update project: ${message}`,
    fetchFailed: () => "Failed to fetch project",
    notFound: "Project not found",
  },
  "client-logos": {
    createTitle: "Add Client Logo",
    editTitle: "Edit Client Logo",
    createButton: "Create Client Logo",
    updateButton: "Update Client Logo",
    created: "Client logo created successfully",
    updated: "Client logo updated successfully",
    createFailed: (message) => `Failed to create client logo: ${message}`,
    updateFailed: (message) => `Failed to update client logo: ${message}`,
    fetchFailed: (message) => `Failed to fetch client logo: ${message}`,
    notFound: "Client logo not found",
  },
  testimonials: {
    createTitle: "Add Testimonial",
    editTitle: "Edit Testimonial",
    createButton: "Create Testimonial",
    updateButton: "Update Testimonial",
    created: "Testimonial created successfully",
    updated: "Testimonial updated successfully",
    createFailed: (message) => `Failed to create testimonial: ${message}`,
    updateFailed: (message) => `Failed to update testimonial: ${message}`,
    fetchFailed: (message) => `Failed to fetch testimonial: ${message}`,
    notFound: "Testimonial not found",
  },
};

/** Titles of the work toasts: destructive ones read "Error" (spec section 8). */
export const WORK_TOAST_TITLE = { success: "Success", error: "Error" } as const;

/** The list screen: its heading, tabs, search and add buttons, table heads. */
export const WORK_LIST_TEXT = {
  metaTitle: "Our Work | Admin",
  title: "Our Work",
  description: "Manage the case studies, featured projects, client logos and testimonials shown on the site.",
  tabsLabel: "Kinds of work",
  loading: "Loading...",
  nothingMatches: (q: string) => `Nothing matches \u201c${q}\u201d.`,
  searchLabel: (kind: WorkKind) => `Search ${kind.plural}`,
  edit: (label: string) => `Edit ${label}`,
  delete: (label: string) => `Delete ${label}`,
  stars: (n: number) => `${n} out of 5 stars`,
  search: {
    "case-studies": "Search case studies...",
    "featured-projects": "Search featured projects...",
    "client-logos": "Search client logos...",
    testimonials: "Search testimonials...",
  } satisfies Record<WorkKindSlug, string>,
  add: {
    "case-studies": "Add Case Study",
    "featured-projects": "Add Featured Project",
    "client-logos": "Add Client Logo",
    testimonials: "Add Testimonial",
  } satisfies Record<WorkKindSlug, string>,
  columns: {
    image: "Image",
    logo: "Logo",
    photo: "Photo",
    title: "Title",
    tags: "Tags",
    category: "Category",
    clientName: "Client Name",
    name: "Name",
    company: "Company",
    rating: "Rating",
    created: "Created",
    actions: "Actions",
  },
} as const;

/** The editor's error page. */
export const WORK_EDITOR_TEXT = {
  notFoundTitle: "Not found | Admin",
  notFoundHeading: "Oops! Page not found",
  notFoundMessage: "There is no such kind of work item.",
  errorHeading: "Something went wrong",
  errorMessage: "This screen could not be shown. Please try again in a moment.",
} as const;

/** The fields of the four Our Work editors. */
export const WORK_FIELDS_TEXT = {
  cancel: "Cancel",
  saving: "Saving...",
  title: "Title",
  description: "Description",
  imageUrl: "Image URL",
  urlPlaceholder: "https://... or /images/...",
  urlHint: "A full web address or a path on this site.",
  imagePreview: "Image preview",
  caseStudyImage: "Preview of the case study image",
  readMoreLink: "Read More Link",
  readMoreHint: 'Leave "#" to link to the case study page on this site.',
  projectImage: "Preview of the project image",
  category: "Category",
  clientName: "Client Name",
  logoUrl: "Logo URL",
  logoPreview: "Logo preview",
  logoOf: (name: string) => `${name} logo preview`,
  name: "Name",
  position: "Position",
  company: "Company",
  testimonial: "Testimonial",
  profileImageUrl: "Profile Image URL",
  photoPreview: "Photo preview",
  photoOf: (name: string) => `Photo of ${name}`,
  profilePhotoPreview: "Profile photo preview",
} as const;

/** The case study's tag input. */
export const WORK_TAGS_TEXT = {
  label: "Tags",
  placeholder: "Add a tag",
  add: "Add tag",
  hint: "Press Enter or the plus button to add a tag.",
  added: "Added tags",
  remove: (tag: string) => `Remove tag ${tag}`,
  announceDuplicate: (tag: string) => `Tag ${tag} is already added.`,
  announceAdded: (tag: string) => `Tag ${tag} added.`,
  announceRemoved: (tag: string) => `Tag ${tag} removed.`,
} as const;
