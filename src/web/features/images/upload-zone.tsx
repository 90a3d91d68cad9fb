import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useId, useRef, useState } from "react";
import { IMAGE_MAX_BYTES } from "../../../contract/images.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { IMAGE_KEYS } from "./api/images-queries.js";
import { uploadFile } from "./api/upload.js";

interface Row {
  key: number;
  name: string;
  progress: number;
  state: "waiting" | "sending" | "done" | "duplicate" | "refused";
  error?: string;
}

/** Files sent at once; the others wait (each its own request, so each has its own progress). */
const PARALLEL = 2;
let nextKey = 0;

/**
 * Drag and drop (or choose) several pictures: each file is sent on its own with its progress, and
 * each refused file says why (the server's Czech text; too large is known before sending).
 */
export function UploadZone({ onUploaded }: { onUploaded?: (imageIds: number[]) => void }) {
  const t = useT("images");
  const { api } = useShop();
  const client = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);

  const update = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function send(files: File[]) {
    const added = files.map((f) => ({
      file: f,
      row: { key: nextKey++, name: f.name, progress: 0, state: "waiting" } as Row,
    }));
    setRows((all) => [...added.map((a) => a.row), ...all].slice(0, 50));
    const queue = [...added];
    const uploaded: number[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, row } = next;
        if (file.size > IMAGE_MAX_BYTES) {
          update(row.key, { state: "refused", error: t("errors.tooLarge", { file: file.name }) });
          continue;
        }
        update(row.key, { state: "sending" });
        try {
          const answer = await uploadFile(api.url("images:list"), file, (p) =>
            update(row.key, { progress: p }),
          );
          const image = answer.images[0];
          if (image) uploaded.push(image.id);
          update(row.key, { state: image?.duplicate ? "duplicate" : "done", progress: 1 });
        } catch (error) {
          const text = error instanceof ApiError ? error.firstMessage() : t("errors.network");
          update(row.key, { state: "refused", error: text });
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    if (input.current) input.current.value = "";
    for (const key of IMAGE_KEYS) await client.invalidateQueries({ queryKey: [key] });
    if (uploaded.length) onUploaded?.(uploaded);
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length) void send(files);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-6">
      <h2 id={`${inputId}-title`} className="sr-only">
        {t("library.upload")}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files; the labelled file input inside is the keyboard's way in */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="image-drop"
        className={`rounded-lg border-2 border-dashed p-6 text-center ${over ? "border-teal-600 bg-teal-50" : "border-gray-300 bg-white"}`}
      >
        <p className="text-gray-800">
          {t("library.drop")}{" "}
          <label htmlFor={inputId} className="cursor-pointer font-semibold text-teal-800 underline">
            {t("library.choose")}
          </label>
        </p>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (files.length) void send(files);
          }}
        />
        <p className="mt-1 text-sm text-gray-600">{t("library.hint")}</p>
      </div>
      {rows.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={t("library.uploads")}>
          {rows.map((r) => (
            <li key={r.key} className="rounded-md border border-gray-200 bg-white p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all font-medium">{r.name}</span>
                <span className={r.state === "refused" ? "text-red-800" : "text-gray-700"}>
                  {t(`library.state.${r.state}`)}
                </span>
              </div>
              {(r.state === "sending" || r.state === "waiting") && (
                <progress
                  className="mt-1 w-full"
                  max={1}
                  value={r.progress}
                  aria-label={`${t("library.progress")}: ${r.name}`}
                />
              )}
              {r.error && (
                <p role="alert" className="mt-1 text-red-800">
                  {r.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
