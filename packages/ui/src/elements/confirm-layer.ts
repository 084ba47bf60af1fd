/**
 * Creates the layer `confirmWith` puts its cards in when given no container (spec §17.3): fixed at
 * the bottom right of the viewport, above the page, scrolling when the cards do not fit.
 *
 * @returns The layer, not yet in the page.
 */
export function createConfirmLayer(): HTMLElement {
  const layer = document.createElement('div');
  layer.dataset['toolmarkConfirm'] = '';
  // CSSOM, not a style attribute, so a strict style-src policy allows it.
  Object.assign(layer.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    zIndex: '2147483647',
    display: 'grid',
    // Wider than a card's shadow reaches above it (theme.ts, 0 6px 24px: 30 px, as Chromium draws a
    // 24 px blur): Chromium counts a neighbour's shadow over a card as covering it, and a covered
    // card does not arm (spec §17.2 Arming).
    gap: '32px',
    // Cards 16 px from the viewport's edges, as a margin inside the layer: a layer that scrolls clips
    // what is painted outside its padding box, and a card's shadow is painted around it.
    padding: '16px',
    boxSizing: 'border-box',
    width: 'min(calc(26rem + 32px), 100vw)',
    maxHeight: '100vh',
    overflow: 'auto',
  });
  // The visible height where the browser knows it (a phone's collapsing toolbars); a browser
  // without dvh ignores this and keeps 100vh. A card is never taller than this less the margins
  // (spec §17.2 Size).
  layer.style.maxHeight = '100dvh';
  return layer;
}
