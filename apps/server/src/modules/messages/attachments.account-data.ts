import { attachmentUrl } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { messageAttachments } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';
import { attachmentFolderOf } from './attachments.files';
import { teamMessagesAccountData } from './team.account-data';

/**
 * The files the member attached to private and team messages: listed in the export; their bytes removed at
 * the deletion itself (the rows go with the member at the purge, by cascade), so nobody downloads them again.
 */
export const attachmentsAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    ...(await teamMessagesAccountData(db, userId)),
    messageAttachments: (
      await db
        .select({
          id: messageAttachments.id,
          fileName: messageAttachments.fileName,
          contentType: messageAttachments.contentType,
          sizeBytes: messageAttachments.sizeBytes,
          messageId: messageAttachments.messageId,
          projectMessageId: messageAttachments.projectMessageId,
          createdAt: messageAttachments.createdAt,
        })
        .from(messageAttachments)
        .where(eq(messageAttachments.uploaderId, userId))
    ).map((row) => ({ ...row, url: attachmentUrl(row.id) })),
  }),
  removeFiles: async (app, userId) => {
    await app.storage.deletePrefix(attachmentFolderOf(userId));
  },
  purge: async (app, userId) => {
    await app.storage.deletePrefix(attachmentFolderOf(userId));
  },
};
