/**
 * Keys are made by the api, never typed by a caller; checking them still keeps every store's
 * files inside its root, and a key good for one store good for the other.
 */
const safeKey = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*\/?$/;

export function checkedKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe file store key ${key}`);
  return key;
}

/** A folder is a key prefix ending in '/'. */
export function checkedFolder(folder: string): string {
  if (!folder.endsWith('/')) throw new Error(`not a folder key ${folder}`);
  return checkedKey(folder);
}
