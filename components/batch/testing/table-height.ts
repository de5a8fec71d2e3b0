/**
 * Test support. jsdom lays nothing out, so a virtual table's scroll box is 0 px high and shows no row: for the tests
 * of the calling file (or describe block), every element is `height` px high, as a browser would make the box.
 */
export function giveTablesHeight(height = 480): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  afterAll(() => {
    // Removing the override uncovers jsdom's own getter on Element.prototype again.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });
}
