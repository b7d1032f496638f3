/**
 * jsdom's page is http://localhost/, but Node's Request (which jsdom leaves in place) wants
 * absolute URLs: resolve them as a browser would. Use with `vi.stubGlobal("Request", PageRequest)`.
 */
const NodeRequest = globalThis.Request;
export class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, "http://localhost/").href : input, init);
  }
}
