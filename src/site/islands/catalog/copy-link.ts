/** How a link reached the clipboard: the Clipboard API, the older copy command, or not at all. */
export type CopyOutcome = 'clipboard' | 'fallback' | 'failed';

/**
 * Copies `text`: through the Clipboard API where the browser allows it, else by selecting it in a
 * hidden field inside `host` (inside the dialog, so its focus trap is not disturbed) and running
 * the copy command.
 */
export async function copyLink(text: string, host: HTMLElement): Promise<CopyOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'clipboard';
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.readOnly = true;
    field.className = 'visually-hidden';
    field.setAttribute('aria-hidden', 'true');
    host.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied ? 'fallback' : 'failed';
  }
}
