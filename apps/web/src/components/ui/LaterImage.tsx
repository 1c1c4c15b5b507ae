import type { ImgHTMLAttributes } from 'react';
import { useAfterFirstScreen } from '@/hooks/useAfterFirstScreen';

type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { alt: string };

/**
 * An image below the page's main picture (a list's further covers, a portfolio): loaded lazily, and not
 * asked for before the page's first screen is shown, so that on a slow phone it never shares the bandwidth of what
 * that paint needs. Its box must have its size from its styles (an aspect ratio): it is empty until then.
 */
export function LaterImage({ src, srcSet, alt, ...props }: LaterImageProps) {
  const shown = useAfterFirstScreen();
  return (
    <img
      {...props}
      alt={alt}
      src={shown ? src : undefined}
      srcSet={shown ? srcSet : undefined}
      loading="lazy"
    />
  );
}
