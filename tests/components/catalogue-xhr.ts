import { vi } from "vitest";

export interface SentUpload {
  url: string;
  form: FormData;
}

/**
 * XMLHttpRequest stand-in for the upload calls (fetch cannot report upload progress, so they use
 * XHR): reports progress at half and at the end, then answers with `reply`.
 */
export function stubXhr(reply: (sent: SentUpload) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    timeout = 0;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const upload = { url: this.url, form };
      sent.push(upload);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 10);
      setTimeout(() => {
        const { status, body } = reply(upload);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 150);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}
