import { redirect } from 'react-router';
import { staffApi, StaffApiError } from '../lib/staff-api.ts';

/** Revokes the session; an already expired one is signed out too. */
export async function signOutAction() {
  try {
    await staffApi('session/', { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof StaffApiError && error.status === 401)) throw error;
  }
  return redirect('/sign-in?signed_out=1');
}
