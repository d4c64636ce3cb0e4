/**
 * `read` remembered for the texts it read last: one message's readings ask about the same few words many times
 * (every candidate title and name is checked against the themes and the lexicons again). `read` must be pure, and
 * its result is shared between callers, so it is never to be changed.
 */
export function rememberedByText<T>(read: (text: string) => T, limit = 2_000): (text: string) => T {
  const remembered = new Map<string, T>();
  return (text) => {
    if (remembered.has(text)) return remembered.get(text)!;
    const value = read(text);
    if (remembered.size >= limit) remembered.delete(remembered.keys().next().value!);
    remembered.set(text, value);
    return value;
  };
}
