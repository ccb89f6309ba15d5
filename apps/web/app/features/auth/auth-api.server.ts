import type { UserType } from '@shop/api/contracts';
import { apiGet, apiSend, type ApiScope } from '../../lib/api.server.ts';
import type { TokenPair } from '../../lib/auth-session.server.ts';

/** An account as GET clients/info/ and clients/{id}/ answer it (issue 7 contract). */
export type Client = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  _type: UserType;
  is_admin: boolean;
  store: string;
  /** A professional sign-up waits for staff: client prices until 'approved'. */
  professional_status: 'pending' | 'approved' | 'refused' | null;
};

export type SignUpBody = {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  professional: boolean;
  privacy_policy: boolean;
};

export type ClientUpdateBody = Partial<{
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  current_password: string;
}>;

type Detail = { detail: string };
const clients = '/auth-users/v1/clients';

/** The authentication calls of SPEC section 7 (base /auth-users/). */
export function createAuthApi(scope: ApiScope) {
  const guest: ApiScope = {
    store: scope.store,
    language: scope.language,
    forwardedFor: scope.forwardedFor,
  };
  return {
    token: (email: string, password: string) =>
      apiSend<TokenPair>(guest, 'POST', '/auth-users/token/', { email, password }),
    info: (token: string) =>
      apiGet<{ user: Client }>({ ...guest, token }, `${clients}/info/`).then(({ user }) => user),
    signUp: (body: SignUpBody) =>
      apiSend<{ id: number; email: string }>(guest, 'POST', `${clients}/signup/`, body),
    activate: (token: string) =>
      apiSend<Detail>(guest, 'POST', `${clients}/activate_user/`, {}, { token }),
    resendActivation: (email: string) =>
      apiSend<Detail>(guest, 'POST', `${clients}/resend_activation/`, { email }),
    requestReset: (email: string) =>
      apiSend<Detail>(guest, 'POST', `${clients}/reset_password/`, { email }),
    updatePassword: (token: string, password: string, passwordConfirmation: string) =>
      apiSend<Detail>(
        guest,
        'POST',
        `${clients}/update_password/`,
        { password, password_confirmation: passwordConfirmation },
        { token },
      ),
    client: (id: number) => apiGet<Client>(scope, `${clients}/${id}/`),
    updateClient: (id: number, body: ClientUpdateBody) =>
      apiSend<Client>(scope, 'PUT', `${clients}/${id}/`, body),
    toggleType: (id: number, cartId: string | null) =>
      apiSend<Client>(scope, 'PUT', `${clients}/${id}/toggle_type/`, { cart_id: cartId }),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
