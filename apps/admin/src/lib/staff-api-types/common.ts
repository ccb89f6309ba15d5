/** Shapes every staff api answer shares: the session and paged lists. */
export interface StaffSession {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: string[];
}

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type Address = Record<string, string | number | boolean | null>;
