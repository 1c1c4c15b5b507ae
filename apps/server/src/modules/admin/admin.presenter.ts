import {
  type AdminLogEntry,
  type AdminProject,
  type AdminTask,
  type AdminUser,
  adminLogEntrySchema,
  adminUserSchema,
} from '@plateau/shared';
import { isoString } from '../../lib/iso-string';
import type { AdminLogRow, AdminProjectRow, AdminTaskRow, AdminUserRow } from './admin.service';

// Columns stored as free text, read back through the contract's own enum: a value outside it is a bug (500).
const availabilityOf = (value: string) => adminUserSchema.shape.availabilityStatus.parse(value);
const actionOf = (value: string) => adminLogEntrySchema.shape.action.parse(value);

/** A member as the administration lists them. */
export function presentUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    profession: row.profession,
    location: row.location,
    availabilityStatus: availabilityOf(row.availabilityStatus),
    role: row.role,
    suspended: row.banned,
    createdAt: isoString(row.createdAt),
  };
}

export function presentProject(row: AdminProjectRow): AdminProject {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status,
    creatorName: row.creatorName,
    createdAt: isoString(row.createdAt),
  };
}

export function presentTask(row: AdminTaskRow): AdminTask {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    assigneeName: row.assigneeName,
    dueDate: row.dueDate,
  };
}

/** An entry of the audit log (read only). */
export function presentLogEntry(row: AdminLogRow): AdminLogEntry {
  return {
    id: row.id,
    action: actionOf(row.action),
    actorName: row.actorName,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: isoString(row.createdAt),
  };
}
