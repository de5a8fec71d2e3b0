// No `server-only` here: next.config.ts (plain Node, not bundled) imports this too.

/** API answers are data, never documents: nothing may load from them, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
