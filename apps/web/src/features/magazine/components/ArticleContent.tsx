/** The article text: newline-separated paragraphs, rendered as text (never as HTML). */
export function ArticleContent({ content }: { content: string }) {
  const paragraphs = content
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity besides their place.
        <p key={index} className="break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
