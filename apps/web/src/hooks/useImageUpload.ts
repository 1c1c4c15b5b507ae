import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { projectMessages } from '@plateau/shared/messages/projects.fr';
import type { UploadKind } from '@plateau/shared/schemas/uploads';
import { useState } from 'react';
import { ApiRequestError, isNetworkError } from '@/lib/api';
import { uploadImage } from '@/lib/upload-image';

const limits: Record<UploadKind, { bytes: number; message: string }> = {
  avatar: { bytes: 2 * 1024 * 1024, message: pm.avatarTooLarge },
  portfolio: { bytes: 5 * 1024 * 1024, message: pm.imageTooLarge },
  project: { bytes: 5 * 1024 * 1024, message: projectMessages.coverTooLarge },
};

/** The file picker's types: what the server accepts (checked again by content). */
export const imageFileTypes = 'image/jpeg,image/png,image/webp,image/gif';

/** Checks a chosen image (size, type) and uploads it, exposing the progress for a progress bar. */
export function useImageUpload(kind: UploadKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File): Promise<string | null> => {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(pm.invalidImage);
      return null;
    }
    if (file.size > limits[kind].bytes) {
      setError(limits[kind].message);
      return null;
    }
    setProgress(0);
    try {
      return await uploadImage(file, kind, setProgress);
    } catch (cause) {
      // The API's own French refusal (too large, wrong type...); anything else is 'upload failed'.
      const refused =
        cause instanceof ApiRequestError && !isNetworkError(cause) && !cause.code.startsWith('http_');
      setError(refused ? cause.message : pm.uploadFailed);
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, uploading: progress !== null, error, clearError: () => setError(null) };
}
