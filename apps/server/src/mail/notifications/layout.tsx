// Automatic JSX runtime whichever tsconfig the loader reads (tsx and esbuild started from the repository root).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

// The site's look (apps/web: slate text on white cards, indigo actions, a serif display face).
export const colors = {
  page: '#f8fafc',
  card: '#ffffff',
  border: '#e2e8f0',
  text: '#0f172a',
  muted: '#475569',
  action: '#4338ca',
  actionText: '#ffffff',
  quote: '#eef2ff',
};
const displayFont = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';
const bodyFont = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const textStyle = { fontSize: '15px', lineHeight: '24px', color: colors.text, margin: '0 0 14px' };
export const mutedStyle = { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '0 0 8px' };

/** The footer of every notification and summary e-mail: why it came, unsubscribe, preferences. */
export type MailFooter = {
  why: string;
  unsubscribeUrl: string;
  unsubscribeLabel: string;
  preferencesUrl: string;
  preferencesLabel: string;
};

/** The frame of every notification e-mail: the wordmark, a white card, the footer with its links. */
export function MailLayout(props: {
  preview: string;
  productName: string;
  children: ReactNode;
  footer: MailFooter;
}) {
  const { footer } = props;
  return (
    <Html lang="fr">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: bodyFont, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 16px' }}>
          <Text
            style={{
              fontFamily: displayFont,
              fontSize: '26px',
              fontWeight: 600,
              color: colors.action,
              margin: '0 0 16px',
            }}
          >
            {props.productName}
          </Text>
          <Section
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: '16px',
              padding: '24px',
            }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: '24px 0 12px' }} />
          <Text style={mutedStyle}>{footer.why}</Text>
          <Text style={mutedStyle}>
            <Link href={footer.unsubscribeUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
              {footer.unsubscribeLabel}
            </Link>
            {' · '}
            <Link href={footer.preferencesUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
              {footer.preferencesLabel}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The call to action: an indigo button, and its address in clear for clients that block buttons. */
export function MailButton(props: { href: string; label: string; hint: string }) {
  return (
    <Section style={{ margin: '8px 0 4px' }}>
      <Button
        href={props.href}
        style={{
          backgroundColor: colors.action,
          color: colors.actionText,
          borderRadius: '10px',
          padding: '12px 20px',
          fontSize: '15px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {props.label}
      </Button>
      {/* The text version already shows the address beside the button's words. */}
      <Text style={{ ...mutedStyle, margin: '16px 0 0' }} data-skip-in-text={true}>
        {props.hint}{' '}
        <Link href={props.href} style={{ color: colors.action }}>
          {props.href}
        </Link>
      </Text>
    </Section>
  );
}

/** A quoted excerpt (a message's text). */
export function MailQuote(props: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...textStyle,
        backgroundColor: colors.quote,
        borderLeft: `4px solid ${colors.action}`,
        borderRadius: '8px',
        padding: '12px 16px',
        whiteSpace: 'pre-line',
      }}
    >
      {props.children}
    </Text>
  );
}
