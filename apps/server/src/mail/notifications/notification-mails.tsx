// Automatic JSX runtime whichever tsconfig the loader reads (tsx and esbuild started from the repository root).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  type EmailCategory,
  fill,
  messages,
  type NotificationKind,
  type NotificationType,
  emailPreferenceMessages as pm,
  productName,
  notificationMailTexts as t,
} from '@plateau/shared';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailContent } from '../templates';
import { MailButton, MailLayout, MailQuote, mutedStyle, textStyle } from './layout';
import { renderMail, type UnsubscribeLinks } from './render-mail';

/** What a notification e-mail says; each kind's template reads the fields it needs. */
export type NotificationMailData = {
  kind: NotificationKind | null;
  type: NotificationType;
  category: EmailCategory;
  recipientName: string;
  /** The notification's French sentence, as the notifications page shows it. */
  content: string;
  /** The absolute address of the page the button opens. */
  url: string;
  /** The other member (sender, requester, the one who accepted). */
  name?: string;
  profession?: string | null;
  project?: string;
  task?: string;
  /** The magazine article a comment is about. */
  article?: string;
  /** A task's due date, already written the French way. */
  dueDate?: string | null;
  /** The message's or the comment's text, and how many more are unread in the conversation. */
  excerpt?: string;
  moreUnread?: number;
};

type Template = { subject: string; body: ReactNode; button: string };

const paragraph = (text: string) => <Text style={textStyle}>{text}</Text>;
const muted = (text: string) => <Text style={mutedStyle}>{text}</Text>;
const named = (data: NotificationMailData) => data.name ?? productName;
const projectOf = (data: NotificationMailData) => data.project ?? '';
const taskOf = (data: NotificationMailData) => data.task ?? '';

function moreUnreadLine(count: number | undefined, team = false) {
  if (!count) return null;
  if (team) return muted(count === 1 ? t.teamMessageMoreOne : fill(t.teamMessageMore, { count }));
  return muted(count === 1 ? t.messageMoreOne : fill(t.messageMore, { count }));
}

function taskDetails(data: NotificationMailData) {
  return (
    <>
      {paragraph(data.content)}
      {data.project ? muted(fill(t.projectLine, { project: data.project })) : null}
      {data.dueDate ? muted(fill(t.taskDue, { date: data.dueDate })) : null}
    </>
  );
}

/** One template per notification kind: its subject, its body and its button's words. */
const templates: Record<NotificationKind, (data: NotificationMailData) => Template> = {
  message: (data) => ({
    subject: fill(t.subjects.message, { name: named(data) }),
    body: (
      <>
        {paragraph(fill(t.messageIntro, { name: named(data) }))}
        {data.excerpt ? <MailQuote>{data.excerpt}</MailQuote> : null}
        {moreUnreadLine(data.moreUnread)}
      </>
    ),
    button: t.buttons.message,
  }),
  teamMessage: (data) => ({
    subject: fill(t.subjects.teamMessage, { project: projectOf(data) }),
    body: (
      <>
        {data.name
          ? paragraph(fill(t.teamMessageIntro, { name: data.name, project: projectOf(data) }))
          : paragraph(data.content)}
        {data.excerpt ? <MailQuote>{data.excerpt}</MailQuote> : null}
        {moreUnreadLine(data.moreUnread, true)}
      </>
    ),
    button: t.buttons.teamMessage,
  }),
  connectionRequest: (data) => ({
    subject: fill(t.subjects.connectionRequest, { name: named(data) }),
    body: paragraph(
      data.profession
        ? fill(t.connectionRequestIntro, { name: named(data), profession: data.profession })
        : fill(t.connectionRequestIntroNoProfession, { name: named(data) }),
    ),
    button: t.buttons.connectionRequest,
  }),
  connectionAccepted: (data) => ({
    subject: fill(t.subjects.connectionAccepted, { name: named(data) }),
    body: paragraph(data.content),
    button: t.buttons.connectionAccepted,
  }),
  memberAdded: (data) => ({
    subject: fill(t.subjects.memberAdded, { project: projectOf(data) }),
    body: paragraph(data.content),
    button: t.buttons.memberAdded,
  }),
  joinRequestReceived: (data) => ({
    subject: fill(t.subjects.joinRequestReceived, { name: named(data), project: projectOf(data) }),
    body: paragraph(data.content),
    button: t.buttons.joinRequestReceived,
  }),
  joinRequestAccepted: (data) => ({
    subject: fill(t.subjects.joinRequestAccepted, { project: projectOf(data) }),
    body: paragraph(data.content),
    button: t.buttons.joinRequestAccepted,
  }),
  joinRequestRefused: (data) => ({
    subject: fill(t.subjects.joinRequestRefused, { project: projectOf(data) }),
    body: paragraph(data.content),
    button: t.buttons.joinRequestRefused,
  }),
  taskAssigned: (data) => ({
    subject: fill(t.subjects.taskAssigned, { task: taskOf(data) }),
    body: taskDetails(data),
    button: t.buttons.taskAssigned,
  }),
  taskDueTomorrow: (data) => ({
    subject: fill(t.subjects.taskDueTomorrow, { task: taskOf(data) }),
    body: taskDetails(data),
    button: t.buttons.taskDueTomorrow,
  }),
  taskOverdue: (data) => ({
    subject: fill(t.subjects.taskOverdue, { task: taskOf(data) }),
    body: taskDetails(data),
    button: t.buttons.taskOverdue,
  }),
  articleComment: (data) => ({
    subject: fill(t.subjects.articleComment, { name: named(data), article: data.article ?? '' }),
    body: (
      <>
        {paragraph(fill(t.commentIntro, { name: named(data), article: data.article ?? '' }))}
        {data.excerpt ? <MailQuote>{data.excerpt}</MailQuote> : null}
        {muted(t.commentWhy)}
      </>
    ),
    button: t.buttons.articleComment,
  }),
};

/** A notification stored before kinds existed: its sentence, under its type's subject. */
function byType(data: NotificationMailData): Template {
  return {
    subject: t.typeSubjects[data.type],
    body: paragraph(data.content),
    button: t.typeButtons[data.type],
  };
}

/** The e-mail of one notification, HTML and plain text, with its unsubscribe links and headers. */
export function renderNotificationMail(
  data: NotificationMailData,
  links: UnsubscribeLinks,
): Promise<MailContent> {
  const template = data.kind ? templates[data.kind](data) : byType(data);
  const element = (
    <MailLayout
      preview={template.subject}
      productName={productName}
      footer={{
        why: fill(t.footerWhy, { category: pm.categoryNames[data.category] }),
        unsubscribeUrl: links.url,
        unsubscribeLabel: t.unsubscribe,
        preferencesUrl: links.preferencesUrl,
        preferencesLabel: t.preferences,
      }}
    >
      {paragraph(fill(messages.mail.greeting, { name: data.recipientName }))}
      {template.body}
      <MailButton href={data.url} label={template.button} hint={t.linkHint} />
    </MailLayout>
  );
  return renderMail(template.subject, element, links);
}
