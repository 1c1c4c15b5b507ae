import { endpoints } from '@plateau/shared/api/index';
import type { UploadKind } from '@plateau/shared/schemas/uploads';
import { ApiRequestError, endpointUrl, errorOfAnswer } from '@/lib/api';

/** Sends an image with XMLHttpRequest so the page can show the upload's progress (0 to 1). */
export function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const upload = endpoints.profile.upload;
    request.open(upload.method, endpointUrl(upload, undefined, { kind }));
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
      reject(errorOfAnswer(request.status, body));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
