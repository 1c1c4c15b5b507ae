import type { UploadKind } from '@plateau/shared/schemas/uploads';
import { ApiRequestError } from '../../lib/api';

/** Sends an image with XMLHttpRequest so the page can show the upload's progress (0 to 1). */
export function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?kind=${kind}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', 'network error: upload failed'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201 && typeof body === 'object' && body !== null && 'url' in body) {
        const { url } = body;
        if (typeof url === 'string') {
          onProgress(1);
          resolve(url);
          return;
        }
      }
      const error =
        typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object'
          ? (body.error as { code?: unknown; message?: unknown })
          : {};
      reject(
        new ApiRequestError(
          request.status,
          typeof error.code === 'string' ? error.code : `http_${request.status}`,
          typeof error.message === 'string' ? error.message : '',
        ),
      );
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
