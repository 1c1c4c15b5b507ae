// Automatic JSX runtime whichever tsconfig the loader reads (tsx and esbuild started from the repository root).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  type DigestFrequency,
  fill,
  messages,
  productName,
  notificationMailTexts as t,
} from '@plateau/shared';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailContent } from '../templates';
import { colors, MailButton, MailLayout, mutedStyle, textStyle } from './layout';
import { renderMail, type UnsubscribeLinks } from './render-mail';

/** What a daily or weekly summary lists. */
export type DigestMailData = {
  frequency: DigestFrequency;
  recipientName: string;
  /** The period's unread notifications, newest first (a few), each with its page. */
  notifications: { content: string; url: string; when: string }[];
  /** How many more unread notifications the period has beyond those listed. */
  moreNotifications: number;
  /** The notifications page. */
  notificationsUrl: string;
  /** Open projects whose wanted roles match the member's profession, newest first (at most 5). */
  projects: { title: string; url: string; roles: string[]; details: string }[];
  /** The magazine's new articles of the period, newest first (at most 5), when the summary carries it. */
  articles: { title: string; url: string; summary: string | null; category: string | null }[];
  /** The magazine's page. */
  magazineUrl: string;
};

const headingStyle = { fontSize: '18px', lineHeight: '26px', color: colors.text, margin: '8px 0 12px' };
const itemStyle = { ...textStyle, margin: '0 0 4px' };

function moreLine(count: number) {
  if (count <= 0) return null;
  const text = count === 1 ? t.digestNotificationsMoreOne : fill(t.digestNotificationsMore, { count });
  return <Text style={mutedStyle}>{text}</Text>;
}

/**
 * The daily or weekly summary: unread notifications, then the projects recruiting for the member's profession,
 * then the magazine's new articles.
 */
export function renderDigestMail(data: DigestMailData, links: UnsubscribeLinks): Promise<MailContent> {
  const subject = t.digestSubjects[data.frequency];
  const element = (
    <MailLayout
      preview={t.digestIntro[data.frequency]}
      productName={productName}
      footer={{
        why: t.footerDigestWhy,
        unsubscribeUrl: links.url,
        unsubscribeLabel: t.unsubscribe,
        preferencesUrl: links.preferencesUrl,
        preferencesLabel: t.preferences,
      }}
    >
      <Text style={textStyle}>{fill(messages.mail.greeting, { name: data.recipientName })}</Text>
      <Text style={textStyle}>{t.digestIntro[data.frequency]}</Text>
      {data.notifications.length > 0 ? (
        <Section>
          <Heading as="h2" style={headingStyle}>
            {t.digestNotifications}
          </Heading>
          {data.notifications.map((item) => (
            <Section key={item.url + item.when + item.content} style={{ margin: '0 0 12px' }}>
              <Text style={itemStyle}>
                <Link href={item.url} style={{ color: colors.action }}>
                  {item.content}
                </Link>
              </Text>
              <Text style={{ ...mutedStyle, margin: 0 }}>{item.when}</Text>
            </Section>
          ))}
          {moreLine(data.moreNotifications)}
          <MailButton href={data.notificationsUrl} label={t.digestAllNotifications} hint={t.linkHint} />
        </Section>
      ) : null}
      {data.projects.length > 0 ? (
        <Section style={{ marginTop: data.notifications.length > 0 ? '24px' : 0 }}>
          <Heading as="h2" style={headingStyle}>
            {t.digestProjects}
          </Heading>
          {data.projects.map((project) => (
            <Section key={project.url} style={{ margin: '0 0 14px' }}>
              <Text style={{ ...itemStyle, fontWeight: 600 }}>
                <Link href={project.url} style={{ color: colors.action }}>
                  {project.title}
                </Link>
              </Text>
              <Text style={{ ...mutedStyle, margin: 0 }}>{project.details}</Text>
              <Text style={{ ...mutedStyle, margin: 0 }}>
                {fill(t.digestProjectRoles, { roles: project.roles.join(', ') })}
              </Text>
            </Section>
          ))}
        </Section>
      ) : null}
      {data.articles.length > 0 ? (
        <Section
          style={{ marginTop: data.notifications.length > 0 || data.projects.length > 0 ? '24px' : 0 }}
        >
          <Heading as="h2" style={headingStyle}>
            {t.digestArticles[data.frequency]}
          </Heading>
          {data.articles.map((article) => (
            <Section key={article.url} style={{ margin: '0 0 14px' }}>
              <Text style={{ ...itemStyle, fontWeight: 600 }}>
                <Link href={article.url} style={{ color: colors.action }}>
                  {article.title}
                </Link>
              </Text>
              {article.category ? <Text style={{ ...mutedStyle, margin: 0 }}>{article.category}</Text> : null}
              {article.summary ? <Text style={{ ...mutedStyle, margin: 0 }}>{article.summary}</Text> : null}
            </Section>
          ))}
          <Text style={mutedStyle}>
            <Link href={data.magazineUrl} style={{ color: colors.action }}>
              {t.digestAllArticles}
            </Link>
          </Text>
        </Section>
      ) : null}
    </MailLayout>
  );
  return renderMail(subject, element, links);
}
