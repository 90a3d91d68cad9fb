/**
 * The first k of n items in the order `compare` gives (ties broken by the comparator itself), sorted:
 * a bounded max-heap keeps the k best seen, so a page near the start of a long list costs about n
 * comparisons instead of a sort of all n.
 */
export function topK(n: number, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0 || n === 0) return [];
  if (k >= n / 4) {
    const all = Array.from({ length: n }, (_, i) => i);
    all.sort(compare);
    return all.slice(0, k);
  }
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(heap[a], heap[b]) > 0;
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < k) {
      heap.push(i);
      let c = heap.length - 1;
      while (c > 0) {
        const parent = (c - 1) >> 1;
        if (!worse(c, parent)) break;
        [heap[c], heap[parent]] = [heap[parent], heap[c]];
        c = parent;
      }
    } else if (compare(i, heap[0]) < 0) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort(compare);
}
