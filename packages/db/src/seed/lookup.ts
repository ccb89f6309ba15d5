/** Reads an id the seed registered earlier; a typo in the demo data fails loudly instead of inserting 0. */
export function lookup<Key, Value>(map: ReadonlyMap<Key, Value>, key: Key): Value {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to unknown ${String(key)}`);
  return value;
}
