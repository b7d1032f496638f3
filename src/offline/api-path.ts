/** "/api/a/b/c" with every part encoded. */
export const apiPath = (...parts: string[]): string => `/api/${parts.map(encodeURIComponent).join("/")}`;
