import { useId, useRef, useState } from 'react';
import { MODAL_ZOOM_MAX, MODAL_ZOOM_MIN } from '#shared/constants.ts';
import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { copyLink } from './copy-link.ts';
import Icon from './Icon.tsx';
import { SHARE_NETWORKS, shareLink, zoomIn, zoomOut } from './view.ts';
import './CatalogToolbar.css';

interface Props {
  pdfUrl: string;
  title: string;
  zoom: number;
  onZoomIn: (zoom: number) => void;
  onZoomOut: (zoom: number) => void;
  /** Says something in the modal's live region. */
  onMessage: (message: string) => void;
  strings: Strings;
}

/**
 * Zoom, download, share and copy-link controls for the open catalogue. Buttons at a zoom limit stay
 * focusable (aria-disabled) so that keyboard focus is not lost when the limit is reached.
 */
export default function CatalogToolbar({ pdfUrl, title, zoom, onZoomIn, onZoomOut, onMessage, strings }: Props) {
  const [sharing, setSharing] = useState(false);
  const [manualCopy, setManualCopy] = useState(false);
  const shareId = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const link = window.location.origin + pdfUrl;
  const atMin = zoom <= MODAL_ZOOM_MIN;
  const atMax = zoom >= MODAL_ZOOM_MAX;

  async function copy() {
    if (!toolbarRef.current) return;
    const outcome = await copyLink(link, toolbarRef.current);
    setManualCopy(outcome === 'failed');
    if (outcome !== 'failed')
      onMessage(outcome === 'clipboard' ? strings.pdfLinkCopied : strings.pdfLinkCopiedFallback);
  }

  return (
    <div ref={toolbarRef} className="catalog-toolbar">
      <div className="catalog-toolbar__group">
        <button
          type="button"
          className="catalog-tool"
          aria-disabled={atMin}
          onClick={() => atMin || onZoomOut(zoomOut(zoom))}
        >
          <Icon name="zoomOut" />
          <span className="visually-hidden">{strings.zoomOut}</span>
        </button>
        <output className="catalog-toolbar__zoom" aria-live="polite" data-zoom={zoom}>
          <span className="visually-hidden">
            {fillTemplate(strings.zoomLevel, { percent: Math.round(zoom * 100) })}
          </span>
          <span aria-hidden="true">{Math.round(zoom * 100)}%</span>
        </output>
        <button
          type="button"
          className="catalog-tool"
          aria-disabled={atMax}
          onClick={() => atMax || onZoomIn(zoomIn(zoom))}
        >
          <Icon name="zoomIn" />
          <span className="visually-hidden">{strings.zoomIn}</span>
        </button>
      </div>
      <div className="catalog-toolbar__group">
        <a className="catalog-tool catalog-tool--text" href={pdfUrl} download>
          <Icon name="download" />
          <span>{strings.pdfDownload}</span>
        </a>
        <button
          type="button"
          className="catalog-tool catalog-tool--text"
          aria-expanded={sharing}
          aria-controls={shareId}
          onClick={() => setSharing(!sharing)}
        >
          <Icon name="share" />
          <span>{strings.pdfShare}</span>
        </button>
        <button type="button" className="catalog-tool catalog-tool--text" onClick={copy}>
          <Icon name="link" />
          <span>{strings.pdfCopyLink}</span>
        </button>
      </div>
      <ul id={shareId} className="catalog-toolbar__share" hidden={!sharing}>
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a href={shareLink(network, link, title)} target="_blank" rel="noopener noreferrer">
              <span aria-hidden="true">{network}</span>
              <span className="visually-hidden">
                {fillTemplate(strings.pdfShareOn, { network })} {strings.opensInNewTab}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {manualCopy && (
        <label className="catalog-toolbar__manual">
          {strings.pdfCopyLink}
          {/* biome-ignore lint/a11y/noAutofocus: the link was not copied; it is selected for the visitor to copy. */}
          <input type="text" readOnly value={link} autoFocus onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
