import { i18n } from "@lingui/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiErrorSchema, IDEMPOTENCY_HEADER, imageUploadResponseSchema } from "../../../contract/index.js";
import { MESSAGES } from "../../../contract/messages.js";
import { showError } from "../../components/ui/message-store.js";
import { newIdempotencyKey } from "../../lib/idempotency.js";
import { IMAGE_TEXTS, uploadText } from "./texts.js";

/**
 * An answer that is not a success, and a request that never got an answer (docs/product.md,
 * Messages): English, as failures carry them; shown translated (./texts.ts).
 */
export const IMAGE_UPLOAD_FAILED = MESSAGES.imageUploadFailed;
export const IMAGE_UPLOAD_ERROR = "Image upload error!";
/** Pictures are not queued offline (docs/decisions.md): say why the upload could not start. */
export const UPLOAD_OFFLINE_HINT = "You're offline: pictures can be uploaded once you're back online.";

export class ImageUploadError extends Error {
  constructor(
    message: string,
    /** True when the request never reached the server or got no answer. */
    readonly network: boolean,
    readonly status?: number,
    /** The answer's machine code (contract/error-codes.ts), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "ImageUploadError";
  }
}

export interface UploadOptions {
  /** Fraction sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/images (multipart field `image`) → the stored image's URL.
 *
 * XMLHttpRequest, not ky: ky's onUploadProgress streams the request body, which Chromium allows
 * only over HTTP/2 and Firefox/Safari not at all; xhr.upload.onprogress works everywhere.
 * Errors: the server's text when it sent one, else 'Image upload failed!'; a network failure
 * (no answer) is 'Image upload error!'.
 */
export function uploadImage(file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/images");
    xhr.timeout = 120_000;
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, newIdempotencyKey());
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const ok = imageUploadResponseSchema.safeParse(body);
        if (ok.success) {
          onProgress?.(1);
          resolve(ok.data.data.url);
        } else reject(new ImageUploadError(IMAGE_UPLOAD_FAILED, false, xhr.status));
        return;
      }
      const error = apiErrorSchema.safeParse(body);
      reject(
        error.success
          ? new ImageUploadError(error.data.error, false, xhr.status, error.data.code)
          : new ImageUploadError(IMAGE_UPLOAD_FAILED, false, xhr.status),
      );
    };
    xhr.onerror = () => reject(new ImageUploadError(IMAGE_UPLOAD_ERROR, true));
    xhr.ontimeout = () => reject(new ImageUploadError(IMAGE_UPLOAD_ERROR, true));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("image", file, file instanceof File ? file.name : "image");
    onProgress?.(0);
    xhr.send(form);
  });
}

export interface ImageUploadState {
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
  uploading: boolean;
  /** Uploads the file; resolves with the URL, or null after showing the error dialog. */
  upload: (file: File) => Promise<string | null>;
  cancel: () => void;
}

/**
 * One image field's upload: progress for a <progress> bar, errors through the Error! dialog, in
 * the language on screen when the upload fails.
 */
export function useImageUpload(): ImageUploadState {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (file: File) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setProgress(0);
    try {
      return await uploadImage(file, { onProgress: setProgress, signal: own.signal });
    } catch (err) {
      if (own.signal.aborted) return null;
      const offline = err instanceof ImageUploadError && err.network && !navigator.onLine;
      showError(
        offline
          ? `${i18n._(IMAGE_TEXTS.uploadError)} ${i18n._(IMAGE_TEXTS.offlineHint)}`
          : err instanceof ImageUploadError
            ? uploadText(err.message, err.code, i18n)
            : i18n._(IMAGE_TEXTS.uploadError),
      );
      return null;
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { progress, uploading: progress !== null, upload, cancel };
}
