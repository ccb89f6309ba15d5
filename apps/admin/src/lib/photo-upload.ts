import { staffApiUrl, type StaffApiErrorBody } from './staff-api.ts';

export type UploadOutcome =
  { ok: true; body: unknown } | { ok: false; status: number; body: StaffApiErrorBody };

/**
 * Sends one file as the multipart field `file`. XMLHttpRequest, not fetch: only it reports
 * how much of the body has gone, for the progress bar of a 15 MB photo.
 */
export function uploadPhoto(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', staffApiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'staff-app');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // An answer that is not JSON (a proxy's page) leaves the generic message.
      }
      const ok = request.status >= 200 && request.status < 300;
      const object = typeof body === 'object' && body !== null ? body : {};
      resolve(
        ok ? { ok, body } : { ok, status: request.status, body: object as StaffApiErrorBody },
      );
    });
    request.addEventListener('error', () => reject(new Error('network')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
