import { type DragEvent, useRef, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';

interface Props {
  /** The input's id, which the field's label names it by. */
  id: string;
  name?: string;
  accept: string;
  multiple?: boolean;
  invalid: boolean;
  describedBy: string;
  /** What to drop, as the zone says it: "Drop an image here". */
  prompt: string;
  onFiles: (files: File[]) => void;
}

/**
 * A file input shown as a drop zone: files dragged onto it, or chosen by a click on it or by Enter
 * or Space while it has the focus, go to `onFiles`. The input itself covers the zone, unseen, so
 * that the browser's own chooser, keyboard handling and label serve it; a dropped file is put into
 * it as well, so that it says which file is chosen.
 */
export default function DropZone({ id, name, accept, multiple = false, invalid, describedBy, prompt, onFiles }: Props) {
  const words = useAdminText().form.files;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files].slice(0, multiple ? undefined : 1);
    if (dropped.length === 0) return;
    const transfer = new DataTransfer();
    for (const file of dropped) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    onFiles(dropped);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop is for a mouse; the input inside takes the keyboard and the click.
    <div
      className="drop-zone"
      data-dragging={dragging ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        // An empty title keeps the browser's "No file chosen" tooltip off the unseen input.
        title=""
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFiles([...(event.currentTarget.files ?? [])])}
        onKeyDown={(event) => {
          // Chromium opens the chooser on Space, but on Enter only now and then.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          try {
            event.currentTarget.showPicker();
          } catch {
            // The chooser is open already.
          }
        }}
      />
      <span className="drop-zone__prompt" aria-hidden="true">
        <strong>{prompt}</strong> {words.or}{' '}
        <span className="drop-zone__choose">{multiple ? words.chooseFiles : words.chooseOne}</span>
      </span>
    </div>
  );
}
