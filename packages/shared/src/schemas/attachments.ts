import { teamConversationMessages as m } from '../messages/team-conversation.fr';
import { idParams } from './common';
import { z } from './zod';

/** Largest attachment accepted (bytes): 10 MB (issue 33). */
export const maxAttachmentBytes = 10 * 1024 * 1024;

/** What an attachment is, from its checked content: a PDF, an image (re-encoded) or plain text. */
export const attachmentKinds = ['pdf', 'image', 'text'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** The types a member may attach (checked by content, never by the name or the declared type alone). */
export const attachmentContentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'text/plain',
] as const;
/** What the file input proposes (the server checks the bytes anyway). */
export const attachmentAccept = attachmentContentTypes.join(',');

/** A file of a private or team message; `url` downloads it (members of the conversation only). */
export const attachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  kind: z.enum(attachmentKinds),
  size: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentParamsSchema = idParams({ id: m.attachmentNotFound });

/** The address of an attachment's bytes. */
export const attachmentUrl = (id: string) => `/api/attachments/${id}`;
