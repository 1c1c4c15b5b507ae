import type { SocialNetwork } from '@/lib/site';

/** Simple brand glyphs (lucide no longer ships brand icons). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  switch (network) {
    case 'Instagram':
      return (
        <svg
          className="size-5"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'X':
      return (
        <svg
          className="size-5"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 4l16 16M20 4L4 20" />
        </svg>
      );
    case 'LinkedIn':
      return (
        <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <rect x="3" y="9" width="4" height="12" rx="0.5" />
          <circle cx="5" cy="5" r="2" />
          <path d="M10 9h3.6v1.7c.6-1 1.9-2 3.9-2 3.2 0 3.5 2.3 3.5 4.8V21h-4v-6.4c0-1.3-.2-2.4-1.7-2.4-1.6 0-1.9 1.1-1.9 2.3V21H10z" />
        </svg>
      );
    case 'YouTube':
      return (
        <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
        </svg>
      );
    default: {
      const unknown: never = network;
      return unknown;
    }
  }
}
