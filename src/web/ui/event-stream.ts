/**
 * Reads a server-sent event stream with fetch (so the session cookie goes along and errors have a
 * status). On failure it retries after 3 s, doubling up to 30 s (spec §7), and reports
 * "SSE failed <status> <statusText>" (spec §8). Each message's data is parsed JSON, for the caller to
 * check. Returns a function that stops it.
 */
export function subscribeEvents(
  url: string,
  onMessage: (data: unknown) => void,
  onError?: (message: string) => void,
): () => void {
  let stopped = false;
  let delay = 3000;
  let controller: AbortController | undefined;

  const connect = async () => {
    controller = new AbortController();
    try {
      const res = await fetch(url, {
        headers: { accept: "text/event-stream" },
        credentials: "same-origin",
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`SSE failed ${res.status} ${res.statusText}`);
      delay = 3000;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((l) => l.startsWith("data: "))
            .map((l) => l.slice(6))
            .join("\n");
          if (data) {
            try {
              onMessage(JSON.parse(data));
            } catch {}
          }
          end = buffer.indexOf("\n\n");
        }
      }
      throw new Error("SSE failed 0 stream closed");
    } catch (err) {
      if (stopped) return;
      onError?.((err as Error).message);
      setTimeout(() => void (stopped || connect()), delay);
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void connect();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
