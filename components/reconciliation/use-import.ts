"use client";

// The import form's state: the file, the supervisor and the account; the upload with its progress; the result,
// or the refusal (a line and a column, or a header to map). A header mapped and saved sends the same file again
// with its format.
import { useState } from "react";
import { uploadStatement, type ImportedStatement, type UploadRefusal } from "./upload";

export interface ImportChoice {
  supervisorId: string;
  accountType: string;
  file: File | null;
}

export const IMPORT_MESSAGES = {
  file: "Choisissez le fichier du relevé (CSV ou XLSX).",
  supervisorId: "Choisissez le superviseur dont c'est le portefeuille.",
  accountType: "Choisissez le compte de ce relevé.",
} as const;

export function useImport(onImported: () => void) {
  const [choice, setChoice] = useState<ImportChoice>({ supervisorId: "", accountType: "", file: null });
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportedStatement | null>(null);
  const [refused, setRefused] = useState<UploadRefusal | null>(null);
  const [missing, setMissing] = useState<keyof ImportChoice | null>(null);

  const edit = (patch: Partial<ImportChoice>) => {
    setChoice((c) => ({ ...c, ...patch }));
    setMissing(null);
    setRefused(null);
    setResult(null);
  };

  async function send(formatId?: string) {
    const { file, supervisorId, accountType } = choice;
    const lacking = !file ? "file" : !supervisorId ? "supervisorId" : !accountType ? "accountType" : null;
    if (lacking) return setMissing(lacking);
    const form = new FormData();
    form.set("supervisorId", supervisorId);
    form.set("accountType", accountType);
    if (formatId) form.set("formatId", formatId);
    form.set("file", file!);
    setRefused(null);
    setResult(null);
    setProgress(0);
    const answer = await uploadStatement(form, setProgress);
    setProgress(null);
    if (answer.ok) {
      setResult(answer.statement);
      onImported();
    } else setRefused(answer);
  }

  return { choice, edit, send, progress, busy: progress !== null, result, refused, missing };
}
