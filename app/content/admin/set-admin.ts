/** Set Admin User (/admin/set-admin) texts. */

export const SET_ADMIN_TEXT = {
  title: "Assign Admin Role",
  alreadyAdmin: "This user is already an admin.",
  success: "Admin role has been assigned successfully.",
  failure: "Failed to assign admin role.",
} as const;

export const LOOKUP_TEXT = {
  title: "Find a user by email",
  description: "Look up a user's ID by the email address they sign in with.",
  email: "Email",
  submit: "Find User",
  userId: "User ID",
  copy: "Copy ID",
  copied: "User ID copied",
  copyFailed: "Could not copy the ID. Select it and copy it by hand.",
  /** The result's region. */
  found: "User found",
  role: "Role",
  admin: "Admin",
  notAdmin: "Not an admin",
  assign: "Make this user an admin",
} as const;

/** The assign-by-id form. */
export const SET_ADMIN_FORM_TEXT = {
  description: "Give another user access to the admin area. Admins can manage everything on this site.",
  byIdTitle: "By user ID",
  byIdDescription: "Enter the ID of the user who should become an admin. Not sure of it? Find the user by email.",
  userId: "User ID",
  placeholder: "e.g. 3f2b8c1e-5d4a-4e2f-9b7c-1a2b3c4d5e6f",
  submit: "Assign Admin Role",
  submitting: "Assigning...",
  unknownUser: "No user with this ID exists.",
  unknownEmail: "No user with this email exists.",
} as const;
