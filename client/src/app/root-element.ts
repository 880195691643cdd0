/** The element the app renders into. Its absence is a broken index.html, so fail loudly (spec §8). */
export function findRootElement(doc: Document = document): HTMLElement {
  const element = doc.getElementById("root");
  if (!element) throw new Error('Root element with id="root" not found');
  return element;
}
