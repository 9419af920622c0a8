// Brings ContactMap.astro to life: 'Show interactive map' puts the real map (Google Maps in a frame)
// in place of the illustration, or, offline, says that it will load once the visitor is back online.
export function initContactMap(): void {
  const map = document.querySelector<HTMLElement>('[data-map]');
  const load = map?.querySelector<HTMLButtonElement>('[data-map-load]');
  const template = map?.querySelector<HTMLTemplateElement>('[data-map-template]');
  const offline = map?.querySelector<HTMLElement>('[data-map-offline]');
  if (!map || !load || !template || !offline) return;

  const show = () => {
    if (!navigator.onLine) {
      offline.hidden = false;
      window.addEventListener('online', show, { once: true });
      return;
    }
    offline.hidden = true;
    map.append(template.content.cloneNode(true));
    map.querySelector('iframe')?.focus();
    load.remove();
  };
  load.addEventListener('click', show);
}
