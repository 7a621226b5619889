/** A link token the sandbox issued starts with this, so the browser knows to open the sandbox dialog. */
export const SANDBOX_LINK_TOKEN_PREFIX = "link-local-";
