/**
 * The address of a blog post's share-preview link (decision 0026): the token
 * alone names the post, so the address does not depend on the post's id or
 * slug. Client-safe (the editor builds the link it shows from it).
 */
export const PREVIEW_PATH = "/blog/preview";

export const previewPath = (token: string): string => `${PREVIEW_PATH}/${token}`;
