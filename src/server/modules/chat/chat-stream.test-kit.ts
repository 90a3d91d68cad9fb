/** A server-sent event stream read by fetch, for the chat tests (as a browser's `subscribeEvents`). */
export interface TestStream {
  status: number;
  /** The next event whose JSON passes `match`, within 2 s. */
  next(match?: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  close(): void;
}

export async function openStream(url: string, cookie?: string): Promise<TestStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const reader = res.ok ? res.body!.pipeThrough(new TextDecoderStream()).getReader() : null;
  let buffer = "";
  const events: Record<string, unknown>[] = [];
  return {
    status: res.status,
    async next(match = () => true) {
      const deadline = Date.now() + 2000;
      for (;;) {
        const i = events.findIndex(match);
        if (i >= 0) return events.splice(0, i + 1).at(-1)!;
        if (!reader) throw new Error(`no stream: ${res.status}`);
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no event in time; got ${buffer}`)), deadline - Date.now()),
        );
        const { value, done } = await Promise.race([reader.read(), timeout]);
        if (done) throw new Error("stream ended");
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const data = buffer
            .slice(0, end)
            .split("\n")
            .find((l) => l.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    },
    close: () => controller.abort(),
  };
}
