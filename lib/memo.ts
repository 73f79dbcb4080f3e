/**
 * Remembers the last few results of a pure function of a text (docs/architecture.md §7): one letter request reads
 * the same advert and CV in several places (prompt, match, claim check, layout), and a regenerated letter reads
 * them again. Keys are the whole text, so nothing is shared between different inputs; results live only in this
 * process's memory until newer ones push them out.
 */
export function rememberLast<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    const found = kept.get(key);
    if (found !== undefined) {
      kept.delete(key); // most recent last
      kept.set(key, found);
      return found;
    }
    const result = compute(key);
    kept.set(key, result);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return result;
  };
}
