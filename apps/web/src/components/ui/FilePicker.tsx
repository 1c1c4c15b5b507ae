import { type ReactNode, useRef } from 'react';
import { Button } from './Button';

type FilePickerProps = {
  /** The file field's id: a `<label htmlFor>` names it (and tests find it by that label). */
  id: string;
  accept: string;
  /** The button's text, with its icon. */
  children: ReactNode;
  /** A file is being sent: the button shows it and waits. */
  busy?: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** The file chosen; the field is emptied at once, so the same file may be chosen again. */
  onFile: (file: File) => void;
};

/**
 * A file field shown as one of our buttons: the browser's own field writes its texts ('Choose File', 'No file
 * chosen') in the browser's language, not the page's. The field stays in the page, hidden and out of the tab
 * order (the button takes the focus), named by its label.
 */
export function FilePicker({ id, accept, children, busy, disabled, describedBy, onFile }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-describedby={describedBy}
        disabled={disabled || busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
