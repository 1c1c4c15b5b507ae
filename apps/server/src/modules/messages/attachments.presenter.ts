import { type Attachment, type AttachmentKind, attachmentUrl } from '@plateau/shared';
import type { AttachmentColumns } from './team.rows';

const kindOf = (contentType: string): AttachmentKind =>
  contentType === 'application/pdf' ? 'pdf' : contentType.startsWith('image/') ? 'image' : 'text';

/** An attachment's columns → the API object (null when the message carries none). */
export function presentAttachment(row: Partial<AttachmentColumns>): Attachment | null {
  if (!row.attachmentId || !row.fileName || !row.contentType) return null;
  return {
    id: row.attachmentId,
    fileName: row.fileName,
    contentType: row.contentType,
    kind: kindOf(row.contentType),
    size: row.sizeBytes ?? 0,
    width: row.width ?? null,
    height: row.height ?? null,
    url: attachmentUrl(row.attachmentId),
  };
}
