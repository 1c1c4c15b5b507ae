import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { useCallback } from 'react';
import { toast } from '@/lib/toaster';

type Shareable = { title: string; summary: string | null };

/** The device's native share (title, summary or a default text, URL); otherwise copies the URL and says so. */
export function useShareArticle() {
  return useCallback(async ({ title, summary }: Shareable) => {
    const url = window.location.href;
    const data: ShareData = { title, text: summary?.trim() || mm.shareDefaultText, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(mm.linkCopied);
    } catch (error) {
      console.error(error);
      toast.error(mm.shareError);
    }
  }, []);
}
