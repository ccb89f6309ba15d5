import type { MessageKey, MessageParams } from '@shop/i18n';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/**
 * The one error type handlers and use cases throw on purpose. The message is a catalogue key,
 * translated into the request's language by the error handler; a 400 names the field it is about
 * (none means `non_field_errors`), every other status answers `{detail}`.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: ApiErrorStatus,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly field?: string,
    /**
     * The machine code answered beside `detail` (`{"detail", "code"}`), for clients that decide
     * by code; errors without one answer `{detail}` alone.
     */
    readonly code?: string,
  ) {
    super(messageKey);
  }

  static badRequest(field: string | undefined, messageKey: MessageKey, params?: MessageParams) {
    return new ApiError(400, messageKey, params, field);
  }

  static notFound(messageKey: MessageKey = 'api.notFound') {
    return new ApiError(404, messageKey);
  }

  static unauthorized() {
    return new ApiError(401, 'api.unauthorized');
  }

  static forbidden() {
    return new ApiError(403, 'api.forbidden');
  }

  static conflict(messageKey: MessageKey = 'api.conflict') {
    return new ApiError(409, messageKey);
  }

  /** The error handler also sends the seconds as Retry-After. */
  static tooManyRequests(seconds: number) {
    return new ApiError(429, 'api.tooManyRequests', { seconds });
  }
}
