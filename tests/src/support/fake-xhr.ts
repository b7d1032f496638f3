/**
 * A stand-in for XMLHttpRequest: records what was sent and answers as told, with upload
 * progress events, so the image upload can be tested without a server.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Fail as a network error (no answer at all). */
  network?: boolean;
}

export function installFakeXhr(answer: FakeAnswer) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    timeout = 0;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          if (answer.network) {
            this.onerror?.();
            return;
          }
          this.status = answer.status ?? 200;
          this.responseText = JSON.stringify(answer.body ?? null);
          this.onload?.();
        }, 10);
      }, 10);
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
