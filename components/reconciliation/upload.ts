// The statement's upload: a multipart POST through XMLHttpRequest, the one browser call that reports how much
// of the body has gone (fetch does not), so that a file of megabytes shows its progress. Answers the import's
// counts, or the server's refusal with what it names (the file's line and column, or the header it read).
import { CLIENT_MESSAGES } from "@/lib/api-client/errors";

export interface ImportedStatement {
  id: string;
  rows: number;
  stored: number;
  duplicates: number;
  from: string | null;
  to: string | null;
}

export type UploadRefusal = { message: string; line?: number | null; column?: string | null; columns?: string[] };

export type UploadResult = { ok: true; statement: ImportedStatement } | ({ ok: false } & UploadRefusal);

/** How long an upload may take, the server reading it included. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function refusal(status: number, body: unknown): UploadRefusal {
  const payload = (body ?? {}) as { message?: unknown; details?: { line?: number; column?: string | null; columns?: string[] } };
  const message = typeof payload.message === "string" && payload.message ? payload.message : status === 403 ? CLIENT_MESSAGES.FORBIDDEN : status === 401 ? CLIENT_MESSAGES.UNAUTHORIZED : CLIENT_MESSAGES.UNKNOWN_ERROR;
  const details = payload.details ?? {};
  return { message, line: details.line ?? null, column: details.column ?? null, columns: Array.isArray(details.columns) ? details.columns : undefined };
}

export function uploadStatement(form: FormData, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/reconciliation/statements");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded * 100) / e.total));
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: { statement?: ImportedStatement } } | null;
      if (xhr.status === 201 && body?.data?.statement) resolve({ ok: true, statement: body.data.statement });
      else resolve({ ok: false, ...refusal(xhr.status, body) });
    };
    xhr.onerror = () => resolve({ ok: false, message: CLIENT_MESSAGES.NETWORK_ERROR });
    xhr.ontimeout = () => resolve({ ok: false, message: CLIENT_MESSAGES.TIMEOUT_ERROR });
    xhr.send(form);
  });
}
