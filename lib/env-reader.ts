/**
 * A reader for a group of environment variables, validated by `parse` and re-parsed only when one of them changes
 * (tests point the app at other stand-ins between cases).
 */
export function envReader<T>(
  names: readonly string[],
  parse: (source: Record<string, string | undefined>) => T,
): () => T {
  let cached: { raw: string; env: T } | undefined;
  return () => {
    const source = Object.fromEntries(names.map((name) => [name, process.env[name]]));
    const raw = JSON.stringify(source);
    if (cached?.raw !== raw) cached = { raw, env: parse(source) };
    return cached.env;
  };
}
