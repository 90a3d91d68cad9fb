import { ApiError } from "../../../api/api-client.js";

export interface UploadAnswer {
  images: { id: number; hash: string; duplicate: boolean }[];
  message: string;
}

function csrfToken(): string | undefined {
  const cookie = document.cookie.split("; ").find((c) => c.startsWith("csrftoken="));
  return cookie ? decodeURIComponent(cookie.slice("csrftoken=".length)) : undefined;
}

/**
 * Sends one file to the library as multipart, reporting the bytes sent as they go (fetch cannot
 * report an upload's progress; XMLHttpRequest can). Same origin, the CSRF header as the API client
 * sends it. Resolves with the answer, or rejects with the API's error (400: the refusal's text).
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("accept", "application/json");
    const csrf = csrfToken();
    if (csrf) xhr.setRequestHeader("x-csrftoken", csrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 201) resolve(body as UploadAnswer);
      else reject(new ApiError(xhr.status, body as never));
    };
    xhr.onerror = () => reject(new Error("network"));
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}
